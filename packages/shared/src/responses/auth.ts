import { z } from 'zod';
import { accountFields } from './fields';

/** The signed-in user as the web app keeps it: never a hash or a lock counter. */
const userSchema = z.strictObject({
  ...accountFields,
  is_admin: z.boolean(),
  /** Permission names; empty for shoppers. */
  permissions: z.array(z.string()),
  /** Whether two-factor sign-in is on for the account. */
  two_factor_enabled: z.boolean(),
  /** A staff member who must turn two-factor on before the staff area opens. */
  two_factor_setup_required: z.boolean(),
  /** "Send me offers" (docs/decisions/035). */
  marketing_consent: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/auth/me`, `POST /api/auth/login`. */
export const userResponse = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;
