import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title';

interface AuthCardProps {
  title: string;
  icon: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The sign-up form is wider: two names side by side. */
  size?: 'sm' | 'md';
}

/** The account screens share one centred card: icon, heading, a short line, the form, links. */
export function AuthCard({ title, icon, subtitle, children, footer, size = 'sm' }: AuthCardProps) {
  return (
    <Container size={size === 'md' ? 560 : 440} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <PageTitle order={1} size="h2">
              {title}
            </PageTitle>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
          {footer ? (
            <Text size="sm" c="dimmed" ta="center">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
