import type { FormEvent, ReactNode } from 'react';
import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import { PageTitle } from '../../../components/ui/page-title';

/** The link under a card to another account screen, after an optional lead-in. */
interface AuthCardLink {
  prompt?: string;
  to: string;
  label: string;
}

interface AuthCardProps {
  title: string;
  icon: Icon;
  subtitle?: ReactNode;
  children: ReactNode;
  footer: AuthCardLink;
  /** The sign-up form is wider: two names side by side. */
  size?: 'sm' | 'md';
}

/** The account screens share one centred card: icon, heading, a short line, the form, links. */
export function AuthCard({
  title,
  icon: CardIcon,
  subtitle,
  children,
  footer,
  size = 'sm',
}: AuthCardProps) {
  return (
    <Container size={size === 'md' ? 560 : 440} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <CardIcon size={26} aria-hidden />
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
          <Text size="sm" c="dimmed" ta="center">
            {footer.prompt ? <>{footer.prompt} </> : null}
            <Anchor component={Link} to={footer.to} fw={600}>
              {footer.label}
            </Anchor>
          </Text>
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
  submitIcon?: Icon;
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
  submitIcon: SubmitIcon,
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
          leftSection={SubmitIcon ? <SubmitIcon size={18} aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
