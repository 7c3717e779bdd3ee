import type { FormEvent, ReactNode } from 'react';
import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
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

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitIcon?: ReactNode;
  submitting: boolean;
  /** Sent already, or cannot be sent: the button stays off. */
  disabled?: boolean;
  /** Extra room above the button, under a long form. */
  spaced?: boolean;
  children: ReactNode;
}

/** An account form: its fields, then one full-width button that shows the call in flight. */
export function AuthForm({
  label,
  onSubmit,
  submitLabel,
  submitIcon,
  submitting,
  disabled,
  spaced,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Button
          type="submit"
          fullWidth
          size="md"
          mt={spaced ? 'xs' : undefined}
          loading={submitting}
          disabled={disabled}
          leftSection={submitIcon}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
