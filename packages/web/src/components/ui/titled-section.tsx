import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled, bordered block of a screen, named for screen readers by its title. */
export function TitledSection({
  title,
  roomy = false,
  children,
}: {
  title: string;
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
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
