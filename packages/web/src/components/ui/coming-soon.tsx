import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { PageTitle } from './page-title';

/** Stands in for a screen that is not built yet, so no route ever shows a broken page. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconPlant2 size={30} aria-hidden />
          </ThemeIcon>
          <PageTitle order={2}>{title}</PageTitle>
          <Text c="dimmed">{messages.errors.screenNotReady}</Text>
          <Button component={Link} to={paths.home} variant="light">
            Continue shopping
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
