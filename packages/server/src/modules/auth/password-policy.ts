import { messages } from '@shop/shared';
import { badRequest } from '../../lib/errors';

let common: Promise<Set<string>> | undefined;

/** The ~49,000 most common passwords of zxcvbn-ts's list, loaded on first use, not at start. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return common;
}

/** Beyond the minimum length: refuse a password attackers try first. */
export async function assertNotCommonPassword(password: string) {
  const passwords = await commonPasswords();
  if (passwords.has(password.toLowerCase())) throw badRequest(messages.auth.commonPassword);
}
