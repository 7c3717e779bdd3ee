import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { messages, securityMessages } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CodeInput } from './auth-fields';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api/two-factor';
import { SectionHeading } from './section-heading';

const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));
const t = securityMessages;

/** Turning two-factor sign-in on (secret, QR code, a code to confirm) or off, on the Account screen. */
export function TwoFactorSection() {
  const { user, setUser } = useSession();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!user) return null;
  const on = user.two_factor_enabled;

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    enable.mutate(code, {
      onSuccess: (codes) => {
        setRecoveryCodes(codes);
        setCode('');
        setUser({ ...user, two_factor_enabled: true, two_factor_setup_required: false });
        setup.reset();
      },
      onError: (failure) => setError(errorText(failure, messages.errors.generic)),
    });
  };

  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    disable.mutate(
      { password, code },
      {
        onSuccess: (message) => {
          flashSuccess(message);
          setCode('');
          setPassword('');
          setUser({
            ...user,
            two_factor_enabled: false,
            two_factor_setup_required: user.is_admin && user.two_factor_setup_required,
          });
        },
        onError: (failure) => setError(errorText(failure, messages.errors.generic)),
      },
    );
  };

  return (
    <Stack gap="sm" id="two-factor">
      <Group justify="space-between">
        <SectionHeading>{t.twoFactorTitle}</SectionHeading>
        <Badge color={on ? 'green' : 'gray'} variant="light">
          {on ? t.twoFactorOnBadge : t.twoFactorOffBadge}
        </Badge>
      </Group>
      {user.two_factor_setup_required ? (
        <Alert color="orange" title={t.setupRequired}>
          {t.twoFactorRequiredNote}
        </Alert>
      ) : null}

      {recoveryCodes ? (
        <Alert color="green" title={t.recoveryCodesTitle}>
          <Stack gap="xs">
            <Text size="sm">{t.recoveryCodesNote}</Text>
            <SimpleGrid cols={2} spacing={4} aria-label={t.recoveryCodesTitle}>
              {recoveryCodes.map((recovery) => (
                <Code key={recovery}>{recovery}</Code>
              ))}
            </SimpleGrid>
            <Button variant="light" w="fit-content" onClick={() => setRecoveryCodes(null)}>
              {t.recoveryCodesDone}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {on ? (
        <form onSubmit={turnOff}>
          <Stack gap="xs">
            <Text size="sm">{t.twoFactorOn}</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <CodeInput value={code} error={error} onChange={setCode} />
            <Button type="submit" variant="default" w="fit-content" loading={disable.isPending}>
              {t.disable}
            </Button>
          </Stack>
        </form>
      ) : setup.data ? (
        <form onSubmit={confirm}>
          <Stack gap="xs">
            <Text size="sm">{t.scanPrompt}</Text>
            <Suspense fallback={<Loader size="sm" />}>
              <QrCode text={setup.data.otpauth_url} label={t.twoFactorTitle} />
            </Suspense>
            <Text size="sm">
              {t.secretLabel}: <Code data-testid="totp-secret">{setup.data.secret}</Code>
            </Text>
            <CodeInput value={code} error={error} onChange={setCode} />
            <Button type="submit" w="fit-content" loading={enable.isPending}>
              {t.enable}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          {recoveryCodes ? null : <Text size="sm">{t.twoFactorOff}</Text>}
          <Button w="fit-content" loading={setup.isPending} onClick={() => setup.mutate()}>
            {t.setupStart}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
