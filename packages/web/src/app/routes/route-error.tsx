import { Button, Container, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../components/ui/page-title';
import { StatusPanel } from '../../components/ui/status-panel';

/** Shown instead of a blank page when a screen fails to load or throws while drawing. */
export function RouteError() {
  usePageTitle('Something went wrong');
  return (
    <Container size="sm" py="xl">
      <StatusPanel
        icon={<IconAlertTriangle size={28} aria-hidden />}
        color="red"
        title="Something went wrong"
        action={
          <Group justify="center">
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <Button component={Link} to={paths.home} variant="default" reloadDocument>
              Back to the shop
            </Button>
          </Group>
        }
      >
        {messages.errors.generic}
      </StatusPanel>
    </Container>
  );
}
