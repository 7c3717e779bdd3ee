import type { SessionUser } from '../lib/session';
import { setUser } from '../lib/session';

/** Signs the test's user in as a staff member (Asha Rao) with these permissions. */
export function signInStaff(permissions: string[], overrides: Partial<SessionUser> = {}) {
  setUser({
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@herbal.test',
    permissions,
    is_admin: true,
    ...overrides,
  });
}
