import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** A titled, bordered block of a screen, named for screen readers by its title. */
export function TitledSection({
  title,
  roomy = false,
  aside,
  children,
}: {
  title: string;
  /** Beside the title, at the far end (a link onward). */
  aside?: ReactNode;
  /** More room inside on wider screens (the staff dashboard's panels). */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: roomy ? 'lg' : 'md' }}
      component="section"
      aria-label={title}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
