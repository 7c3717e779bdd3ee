import { randomBytes } from 'node:crypto';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { TestApp } from './helpers';
import { loginAs, TEST_PASSWORD } from './logins';

// Users of the shop, staff and shoppers, and their sessions.

/** The employee form as hr sends it for a new product manager; a test names the rest. */
export const employeeForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kavya',
  last_name: 'Nair',
  email,
  phone_number: '9123456780',
  password: TEST_PASSWORD,
  permissions: ['product_manager'],
  ...overrides,
});

export async function createUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> = {},
  password = TEST_PASSWORD,
) {
  const [row] = await t.db
    .insert(users)
    .values({
      first_name: 'Asha',
      last_name: 'Verma',
      email: `user-${randomBytes(4).toString('hex')}@example.in`,
      phone_number: '9876543210',
      activated_at: new Date(),
      ...values,
      password_hash: await hashPassword(password),
    })
    .returning();
  return row!;
}

/** A logged-in user's cookie header; staff get `is_admin` and the given permissions. */
export async function sessionFor(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, values);
  return { user, cookie: await loginAs(t, user.email) };
}
