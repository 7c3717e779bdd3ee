import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { PageTitle } from './page-title';

/** A shopper's screen behind the sign-in: its heading (also the tab's name), then the content. */
export function ShopPage({
  title,
  size = 'lg',
  children,
}: {
  title: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle fz={{ base: 'h2', sm: 'h1' }}>{title}</PageTitle>
        {children}
      </Stack>
    </Container>
  );
}
