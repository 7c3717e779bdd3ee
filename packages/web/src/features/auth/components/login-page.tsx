import { Anchor, Group, PasswordInput } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { loginBody, messages } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useFieldForm } from '../../../hooks/use-field-form';
import { flashFailure } from '../utils/form-flash';
import { redirectTarget } from '../utils/redirect-target';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField } from './auth-fields';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const location = useLocation();
  const { isLoggedIn, setUser } = useSession();
  const login = useLogin();
  const { field, submitWith } = useFieldForm(FIELDS, () => ({ email: '', password: '' }));

  // A stored user (just logged in, or arriving here while logged in) goes where they came from.
  if (isLoggedIn) return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = submitWith(loginBody, (body) =>
    login.mutate(body, {
      onSuccess: (user) => setUser(user),
      onError: flashFailure({
        fallback: messages.auth.loginFailed,
        network: messages.auth.networkError,
      }),
    }),
  );

  return (
    <AuthCard
      title="Login"
      icon={<IconLock size={26} aria-hidden />}
      subtitle="Sign in to see your cart, orders and addresses."
      footer={{ prompt: 'New here?', to: paths.signUp, label: messages.labels.register }}
    >
      <AuthForm
        label="Login"
        onSubmit={submit}
        submitLabel="Login"
        submitIcon={<IconLogin size={18} aria-hidden />}
        submitting={login.isPending}
      >
        <EmailField {...field('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </AuthForm>
    </AuthCard>
  );
}
