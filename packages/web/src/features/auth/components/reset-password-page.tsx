import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle, IconLockPassword } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { messages, resetPasswordForm } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { REDIRECT_DELAY_MS } from '../constants';
import { useSuccessThenLogin } from '../hooks/use-success-then-login';
import { flashFormError } from '../../../components/ui/flash';
import { useFieldForm } from '../../../hooks/use-field-form';
import { flashFailure } from '../utils/form-flash';
import { AuthCard, AuthForm } from './auth-card';
import { NewPasswordInput } from './auth-fields';

const FIELDS = ['new_password', 'confirm_password'] as const;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { field, submitWith } = useFieldForm(FIELDS, () => ({
    new_password: '',
    confirm_password: '',
  }));
  const resetPassword = useResetPassword();
  const { done, succeed } = useSuccessThenLogin(REDIRECT_DELAY_MS.resetPassword);

  const submit = submitWith(resetPasswordForm, (form) => {
    if (!token) {
      flashFormError(messages.resetPassword.tokenRequired);
      return;
    }
    resetPassword.mutate(
      { new_password: form.new_password, token },
      {
        onSuccess: (message) => succeed(message || messages.resetPassword.success),
        onError: flashFailure({ fallback: messages.resetPassword.failed }),
      },
    );
  });

  return (
    <AuthCard
      title="Reset Password"
      icon={IconLockPassword}
      subtitle="Choose a new password of at least 6 characters."
      footer={{ to: paths.login, label: 'Back to login' }}
    >
      {token ? null : (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {messages.resetPassword.tokenRequired}{' '}
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Request a new link
          </Anchor>
        </Alert>
      )}
      <AuthForm
        label="Reset password"
        onSubmit={submit}
        submitLabel="Reset password"
        submitting={resetPassword.isPending}
        disabled={done || !token}
      >
        <NewPasswordInput label="New Password" {...field('new_password')} />
        <NewPasswordInput label="Confirm Password" {...field('confirm_password')} />
      </AuthForm>
    </AuthCard>
  );
}
