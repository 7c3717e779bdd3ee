import type { FormEvent } from 'react';
import { Anchor, Group, PasswordInput } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { loginBody, messages } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { flashFailure, parsedOrFlash } from '../utils/form-flash';
import { redirectTarget } from '../utils/redirect-target';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField, useFieldValue } from './auth-fields';

export function LoginPage() {
  const location = useLocation();
  const { isLoggedIn, setUser } = useSession();
  const login = useLogin();
  const [email, emailField] = useFieldValue();
  const [password, passwordField] = useFieldValue();

  // A stored user (just logged in, or arriving here while logged in) goes where they came from.
  if (isLoggedIn) return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parsedOrFlash(loginBody.safeParse({ email, password }));
    if (!body) return;
    login.mutate(body, {
      onSuccess: (user) => setUser(user),
      onError: flashFailure({
        fallback: messages.auth.loginFailed,
        network: messages.auth.networkError,
      }),
    });
  };

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
        <EmailField {...emailField} />
        <PasswordInput label="Password" autoComplete="current-password" {...passwordField} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </AuthForm>
    </AuthCard>
  );
}
