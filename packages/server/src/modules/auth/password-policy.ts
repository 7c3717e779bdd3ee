import { messages } from '@shop/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors';

let common: Set<string> | undefined;

/** The ~49,000 most common passwords of zxcvbn-ts's list, loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** Beyond the spec's minimum length: refuse a password attackers try first. */
export function assertNotCommonPassword(password: string) {
  if (commonPasswords().has(password.toLowerCase())) throw badRequest(messages.auth.commonPassword);
}
