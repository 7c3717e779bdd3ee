import type { User } from '@shop/shared';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';

const twoFactorOn = (user: UserRow | SessionUser) =>
  'two_factor' in user ? user.two_factor : user.totp_enabled_at !== null;

/** The session user as the web app keeps it: never a hash or a lock counter. */
export const presentUser = (user: UserRow | SessionUser, staff2fa: Config['STAFF_2FA']): User => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number,
  is_admin: user.is_admin,
  permissions: user.permissions,
  two_factor_enabled: twoFactorOn(user),
  two_factor_setup_required: user.is_admin && !twoFactorOn(user) && staff2fa === 'required',
  marketing_consent: user.marketing_consent,
});
