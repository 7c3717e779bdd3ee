import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  color?: string;
  action?: ReactNode;
}

/** The empty, error and not-found states share one calm look. */
export function StatusPanel({ icon, title, children, color, action }: StatusPanelProps) {
  return (
    <Paper withBorder radius="lg" p="xl" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
        {action}
      </Stack>
    </Paper>
  );
}
