import { z } from 'zod';

/** The signed-in user as the web app keeps it (spec §3): never a hash or a lock counter. */
export const userSchema = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_admin: z.boolean(),
  /** Permission names (spec §6); empty for shoppers. */
  permissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/auth/me`, `POST /api/auth/login`. */
export const userResponse = z.strictObject({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;
