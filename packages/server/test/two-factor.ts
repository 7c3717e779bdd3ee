import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';
import type { App } from '../src/app';
import { cookieHeader, loginRequest } from './logins';
import { nextClientAddress } from './requests';

// Two-factor in tests: codes computed from the secret as an authenticator app would. A code
// is accepted once per 30-second step, so each new code moves the (faked) clock on a step.

/** Fakes only `Date`, from the real time on: timers and the database are untouched. */
export const useStepClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

/** The code an authenticator app shows now for `secret`. */
export const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now(),
  });

/** Moves the clock on one step and answers the code the app then shows. */
export function nextCode(secret: string) {
  vi.setSystemTime(Date.now() + 30_000);
  return codeNow(secret);
}

/** Sets up and turns on two-factor for the signed-in `cookie`; its secret and recovery codes. */
export async function turnOnTwoFactor(app: Pick<App, 'inject'>, cookie: string) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/auth/2fa/setup',
    headers: { cookie },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: { cookie },
    remoteAddress: nextClientAddress(),
    payload: { code: nextCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json<{ recovery_codes: string[] }>().recovery_codes };
}

/** Both steps of a login; the session's cookie header. */
export async function loginWithCode(
  app: Pick<App, 'inject'>,
  email: string,
  password: string,
  secret: string,
) {
  const remoteAddress = nextClientAddress();
  const first = await loginRequest(app, email, password, { remoteAddress });
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { code: nextCode(secret) },
    headers: { cookie: cookieHeader(first) },
    remoteAddress,
  });
  if (second.statusCode !== 200) throw new Error(`code step failed: ${second.body}`);
  return cookieHeader(second);
}
