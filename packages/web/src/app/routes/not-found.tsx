import { Button, Container, Group } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../components/ui/page-title';
import { StatusPanel } from '../../components/ui/status-panel';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py="xl">
      <StatusPanel
        icon={<IconLeaf size={28} aria-hidden />}
        title="Page not found"
        action={
          <Group justify="center">
            <Button component={Link} to={paths.home}>
              Back to the shop
            </Button>
          </Group>
        }
      >
        We could not find that page. It may have moved, or the link may be mistyped.
      </StatusPanel>
    </Container>
  );
}
