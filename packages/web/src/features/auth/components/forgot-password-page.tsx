import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { firstIssueMessage, forgotPasswordBody, messages } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { REDIRECT_DELAY_MS } from '../constants';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { failureText } from '../utils/failure-text';
import { flashFormError } from '../utils/form-flash';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const forgotPassword = useForgotPassword();
  const redirect = useDelayedRedirect();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      flashFormError(firstIssueMessage(parsed.error));
      return;
    }
    forgotPassword.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        flashSuccess(messages.forgotPassword.success);
        redirect(paths.login, REDIRECT_DELAY_MS.forgotPassword);
      },
      onError: (error) =>
        flashFormError(failureText(error, { fallback: messages.forgotPassword.failed })),
    });
  };

  return (
    <AuthCard
      title="Forgot Password"
      icon={<IconKey size={26} aria-hidden />}
      subtitle="Enter the e-mail you registered with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Back to login
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={forgotPassword.isPending}
            disabled={sent}
            leftSection={<IconMailForward size={18} aria-hidden />}
          >
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
