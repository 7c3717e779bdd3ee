import { useEffect, useRef } from 'react';
import { Alert, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { activateBody, messages } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { useActivateAccount } from '../api/activate-account';
import { REDIRECT_DELAY_MS } from '../constants';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { errorText } from '../../../lib/api-client';
import { flashFormError } from '../../../components/ui/flash';
import { useFieldForm } from '../../../hooks/use-field-form';
import { AuthCard, AuthForm } from './auth-card';

const FIELDS = ['token'] as const;

/**
 * With the token in the URL (the mailed link) the account is activated as soon as the screen
 * opens; only a visitor without one gets a token field.
 */
export function ActivateAccountPage() {
  const [searchParams] = useSearchParams();
  const urlToken = searchParams.get('token')?.trim() ?? '';
  const { field, submitWith } = useFieldForm(FIELDS, () => ({ token: '' }));
  const activate = useActivateAccount();
  const redirect = useDelayedRedirect();
  // The token works once: never send it twice, even when React runs the effect twice.
  const sentToken = useRef<string | null>(null);

  const send = (token: string) => {
    sentToken.current = token;
    activate.mutate(
      { token },
      {
        onSuccess: (message) => {
          flashSuccess(message || messages.activation.success);
          redirect(paths.login, REDIRECT_DELAY_MS.activation);
        },
        onError: (error) => flashFormError(activationFailure(error)),
      },
    );
  };

  useEffect(() => {
    if (urlToken && sentToken.current !== urlToken) send(urlToken);
    // `send` is rebuilt each render; the token alone decides whether to activate.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlToken]);

  const submit = submitWith(activateBody, (body) => send(body.token));

  return (
    <AuthCard
      title="Activate Account"
      icon={IconMailCheck}
      subtitle={urlToken ? undefined : 'Paste the activation code from the e-mail we sent you.'}
      footer={{ to: paths.login, label: 'Go to login' }}
    >
      {activate.isPending ? (
        <Group justify="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text>Activating your account…</Text>
        </Group>
      ) : null}
      {activate.isSuccess ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={18} aria-hidden />}
        >
          {activate.data || messages.activation.success}
        </Alert>
      ) : null}
      {activate.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {activationFailure(activate.error)}
        </Alert>
      ) : null}
      {urlToken ? null : (
        <AuthForm
          label="Activate account"
          onSubmit={submit}
          submitLabel="Activate"
          submitting={activate.isPending}
          disabled={activate.isSuccess}
        >
          <TextInput label="Activation Token" autoComplete="one-time-code" {...field('token')} />
        </AuthForm>
      )}
    </AuthCard>
  );
}

function activationFailure(error: unknown): string {
  return errorText(error, { fallback: messages.activation.failed });
}
