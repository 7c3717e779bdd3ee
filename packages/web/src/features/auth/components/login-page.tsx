import { useState, type FormEvent } from 'react';
import { Anchor, Group, PasswordInput } from '@mantine/core';
import { IconLock, IconLogin, IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { loginBody, messages, securityMessages } from '@shop/shared';
import { paths } from '../../../config/paths';
import { flashFormError } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLogin, useLoginWithCode } from '../api/login';
import { useFieldForm } from '../../../hooks/use-field-form';
import { flashFailure } from '../utils/form-flash';
import { redirectTarget } from '../utils/redirect-target';
import { AuthCard, AuthForm } from './auth-card';
import { CodeInput, EmailField } from './auth-fields';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const location = useLocation();
  const { isLoggedIn, setUser } = useSession();
  const login = useLogin();
  const [codeStep, setCodeStep] = useState(false);
  const { field, submitWith } = useFieldForm(FIELDS, () => ({ email: '', password: '' }));

  // A stored user (just logged in, or arriving here while logged in) goes where they came from.
  if (isLoggedIn) return <Navigate to={redirectTarget(location.state)} replace />;
  if (codeStep) return <CodeStep onExpired={() => setCodeStep(false)} />;

  const submit = submitWith(loginBody, (body) =>
    login.mutate(body, {
      onSuccess: (outcome) => ('user' in outcome ? setUser(outcome.user) : setCodeStep(true)),
      onError: flashFailure({
        fallback: messages.auth.loginFailed,
        network: messages.auth.networkError,
      }),
    }),
  );

  return (
    <AuthCard
      title="Login"
      icon={IconLock}
      subtitle="Sign in to see your cart, orders and addresses."
      footer={{ prompt: 'New here?', to: paths.signUp, label: messages.labels.register }}
    >
      <AuthForm
        label="Login"
        onSubmit={submit}
        submitLabel="Login"
        submitIcon={IconLogin}
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

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
function CodeStep({ onExpired }: { onExpired: () => void }) {
  const { setUser } = useSession();
  const verify = useLoginWithCode();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = securityMessages;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    verify.mutate(recovery ? { recovery_code: value } : { code: value }, {
      onSuccess: (user) => setUser(user),
      onError: (failure) => {
        const sentence = errorText(failure, messages.auth.loginFailed);
        // Back to the password step, which says why (this step's field goes with it).
        if (sentence === t.pendingExpired) {
          flashFormError(sentence);
          onExpired();
          return;
        }
        setError(sentence);
        setValue('');
      },
    });
  };

  return (
    <AuthCard
      title={t.twoFactorTitle}
      icon={IconShieldLock}
      subtitle={recovery ? t.loginRecoveryPrompt : t.loginCodePrompt}
      footer={{ prompt: 'New here?', to: paths.signUp, label: messages.labels.register }}
    >
      <AuthForm
        label={t.twoFactorTitle}
        onSubmit={submit}
        submitLabel={t.verify}
        submitIcon={IconLogin}
        submitting={verify.isPending}
      >
        <CodeInput value={value} error={error} onChange={setValue} recovery={recovery} autoFocus />
        <Group justify="flex-end" mt={-6}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              setError(null);
            }}
          >
            {recovery ? t.useAuthenticator : t.useRecoveryCode}
          </Anchor>
        </Group>
      </AuthForm>
    </AuthCard>
  );
}
