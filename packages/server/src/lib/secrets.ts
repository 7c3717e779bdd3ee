import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

type Secrets = { session_secret: string; sandbox_key_secret: string };

/**
 * Secrets the operator did not set are generated once and kept in DATA_DIR, so sessions
 * survive a restart; production sets SESSION_SECRET (the same on every instance).
 */
export function loadSecrets(file: string, sessionSecret?: string): Secrets {
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    session_secret: stored.session_secret ?? randomBytes(32).toString('base64url'),
    sandbox_key_secret: stored.sandbox_key_secret ?? randomBytes(24).toString('base64url'),
  };
  if (
    stored.session_secret !== secrets.session_secret ||
    stored.sandbox_key_secret !== secrets.sandbox_key_secret
  ) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return sessionSecret ? { ...secrets, session_secret: sessionSecret } : secrets;
}
