import { expect } from 'vitest';
import { waitForMailLink } from './outbox';

/** A fresh, activated shopper, made through the API; `values` replace the defaults. */
export async function createShopper(
  baseUrl: string,
  dataDir: string,
  values: Partial<Record<'first_name' | 'last_name' | 'phone_number' | 'password', string>> = {},
) {
  const shopper = {
    first_name: 'Meera',
    last_name: 'Nair',
    email: `meera.${Date.now()}.${Math.random().toString(16).slice(2, 6)}@herbal.test`,
    phone_number: '9812345670',
    password: 'Tulsi-Leaf-Garden-42',
    ...values,
  };
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify(shopper),
  });
  expect(signup.status).toBeLessThan(300);
  const link = await waitForMailLink(dataDir, shopper.email, '/activate-account');
  const token = new URL(link).searchParams.get('token');
  const activate = await fetch(`${baseUrl}/api/auth/activate-account`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  expect(activate.status).toBe(200);
  return shopper;
}

/**
 * Sign-up details no earlier run has used: `stamp` ends the last name and names the mailbox,
 * e.g. `kiran.<stamp>@herbal.test` for Kiran.
 */
export function stampedShopper(
  first_name: string,
  last_name: string,
  phone_number: string,
  password: string,
  stamp = Date.now().toString(36),
) {
  return {
    first_name,
    last_name: `${last_name}${stamp}`,
    email: `${first_name.toLowerCase()}.${stamp}@herbal.test`,
    phone_number,
    password,
  };
}
