import type { ReactNode } from 'react';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageTitle } from './page-title';

interface ScreenPageProps {
  title: string;
  size?: 'md' | 'lg' | 'xl';
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** Dialogs, rendered after the page's content. */
  dialogs?: ReactNode;
}

/**
 * A screen of the shopper's account or the staff area: its heading (also the tab's name) with
 * the screen's buttons, then the content and its dialogs.
 */
export function ScreenPage({ title, size = 'lg', actions, children, dialogs }: ScreenPageProps) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>{title}</PageTitle>
          {actions ? (
            // On a phone the buttons go under the title and wrap, never past the screen's edge.
            <Group gap="sm" wrap="wrap" maw="100%">
              {actions}
            </Group>
          ) : null}
        </Group>
        {children}
      </Stack>
      {dialogs}
    </Container>
  );
}

/** A staff screen's button for a new item, beside its title. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
