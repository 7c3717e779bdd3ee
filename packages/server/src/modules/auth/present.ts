import type { User } from '@shop/shared';
import type { UserRow } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

/** The session user as the web app keeps it (spec §3): never a hash or a lock counter. */
export const presentUser = (user: UserRow | SessionUser): User => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number,
  is_admin: user.is_admin,
  permissions: user.permissions,
});
