import { IconKey, IconMailForward } from '@tabler/icons-react';
import { forgotPasswordBody, messages } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { REDIRECT_DELAY_MS } from '../constants';
import { useSuccessThenLogin } from '../hooks/use-success-then-login';
import { useFieldForm } from '../../../hooks/use-field-form';
import { flashFailure } from '../utils/form-flash';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField } from './auth-fields';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { field, submitWith } = useFieldForm(FIELDS, () => ({ email: '' }));
  const forgotPassword = useForgotPassword();
  const { done: sent, succeed } = useSuccessThenLogin(REDIRECT_DELAY_MS.forgotPassword);

  const submit = submitWith(forgotPasswordBody, (body) =>
    forgotPassword.mutate(body, {
      onSuccess: () => succeed(messages.forgotPassword.success),
      onError: flashFailure({ fallback: messages.forgotPassword.failed }),
    }),
  );

  return (
    <AuthCard
      title="Forgot Password"
      icon={IconKey}
      subtitle="Enter the e-mail you registered with and we will send you a link to choose a new password."
      footer={{ prompt: 'Remembered it?', to: paths.login, label: 'Back to login' }}
    >
      <AuthForm
        label="Forgot password"
        onSubmit={submit}
        submitLabel="Send reset link"
        submitIcon={IconMailForward}
        submitting={forgotPassword.isPending}
        disabled={sent}
      >
        <EmailField {...field('email')} />
      </AuthForm>
    </AuthCard>
  );
}
