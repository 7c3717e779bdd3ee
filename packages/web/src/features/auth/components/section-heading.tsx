import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

/** The heading of one section of the Account screen, under the screen's own title. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  );
}
