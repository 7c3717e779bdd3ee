import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, users } from '../../db/schema';
import { createUser, employeeForm, sessionFor } from '../../../test/accounts';
import { loginAs, loginRequest } from '../../../test/logins';
import { nextClientAddress, requestWith } from '../../../test/requests';
import { useTestApp } from '../../../test/suite';

const NEW_PASSWORD = 'ashwagandha-at-noon';

let emailCounter = 0;
const freshEmail = () => `staff-${++emailCounter}-${Date.now()}@example.in`;

describe('employees', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const sessions = {
      shopper: await sessionFor(t),
      hr: await sessionFor(t, { is_admin: true, permissions: ['hr'] }),
      products: await sessionFor(t, { is_admin: true, permissions: ['product_manager'] }),
      owner: await sessionFor(t, { is_admin: true, permissions: ['super_user'] }),
    };
    for (const [key, session] of Object.entries(sessions)) {
      cookies[key] = session.cookie;
      ids[key] = session.user.id;
    }
  });

  const call = requestWith(t);
  const login = (email: string, password: string) => loginRequest(t.app, email, password);
  const staffMember = (values: Partial<typeof users.$inferInsert> = {}) =>
    createUser(t, { is_admin: true, permissions: [], ...values });
  const stored = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('permissions', () => {
    const everyCall = (targetId: number) => [
      { method: 'GET' as const, url: '/api/employee/', ok: 200 },
      {
        method: 'POST' as const,
        url: '/api/employee/add',
        payload: employeeForm(freshEmail(), { permissions: [] }),
        ok: 201,
      },
      {
        method: 'PUT' as const,
        url: `/api/employee/edit/${targetId}`,
        payload: { first_name: 'Renamed', email: '' },
        ok: 200,
      },
      {
        method: 'PATCH' as const,
        url: `/api/employee/reset-password/${targetId}`,
        payload: { password: NEW_PASSWORD },
        ok: 200,
      },
      { method: 'PATCH' as const, url: `/api/employee/deactivate/${targetId}`, ok: 200 },
      { method: 'PATCH' as const, url: `/api/employee/activate/${targetId}`, ok: 200 },
    ];

    it.each([
      ['a visitor', undefined, 401],
      ['a shopper', 'shopper', 403],
      ['a product manager', 'products', 403],
      ['an hr employee', 'hr', 'ok'],
      ['the super user', 'owner', 'ok'],
    ] as const)('%s', async (_who, key, expected) => {
      const target = await staffMember();
      for (const request of everyCall(target.id)) {
        const payload =
          request.method === 'PUT' ? { ...request.payload, email: target.email } : request.payload;
        const res = await call(request.method, request.url, key && cookies[key], payload);
        expect([request.url, res.statusCode]).toEqual([
          request.url,
          expected === 'ok' ? request.ok : expected,
        ]);
        if (expected === 401) expect(res.json()).toEqual({ error: 'Please log in to continue.' });
        if (expected === 403)
          expect(res.json()).toEqual({ error: 'You are not allowed to do this.' });
      }
    });
  });

  describe('list', () => {
    it('lists staff accounts only, with their permissions both ways and no secrets', async () => {
      const shopper = await createUser(t, { first_name: 'Shopper' });
      const staff = await staffMember({
        first_name: 'Dev',
        last_name: 'Rao',
        permissions: ['category_manager', 'delivery_manager'],
      });
      const res = await call('GET', '/api/employee/', cookies.hr);
      expect(res.statusCode).toBe(200);
      const list = res.json().employees as { id: number }[];
      expect(list.map((e) => e.id)).not.toContain(shopper.id);
      expect(list.map((e) => e.id)).toEqual([...list.map((e) => e.id)].sort((a, b) => a - b));
      expect(list.find((e) => e.id === staff.id)).toEqual({
        id: staff.id,
        first_name: 'Dev',
        last_name: 'Rao',
        email: staff.email,
        phone_number: '9876543210',
        is_active: true,
        Permissions: [
          { permission_name: 'category_manager' },
          { permission_name: 'delivery_manager' },
        ],
        permissions: ['category_manager', 'delivery_manager'],
      });
      expect(res.body).not.toContain('password');
    });
  });

  describe('add', () => {
    it('creates an activated staff account that can log in with its permissions', async () => {
      const email = freshEmail();
      const res = await call('POST', '/api/employee/add', cookies.owner, employeeForm(email));
      expect(res.statusCode).toBe(201);
      const { employee } = res.json();
      expect(employee).toEqual({
        id: expect.any(Number),
        first_name: 'Kavya',
        last_name: 'Nair',
        email,
        phone_number: '9123456780',
        is_active: true,
        Permissions: [{ permission_name: 'product_manager' }],
        permissions: ['product_manager'],
      });
      const row = await stored(employee.id);
      expect(row).toMatchObject({ is_admin: true, is_active: true });
      expect(row.activated_at).toBeInstanceOf(Date);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const cookie = await loginAs(t, email);
      const me = await call('GET', '/api/auth/me', cookie);
      expect(me.json().user).toMatchObject({ is_admin: true, permissions: ['product_manager'] });
    });

    it.each([
      ['a blank first name', { first_name: '  ' }, 'First name and Email are required.'],
      ['a blank e-mail', { email: ' ' }, 'First name and Email are required.'],
      ['no password', { password: undefined }, 'Password is required.'],
      ['a short password', { password: 'abc' }, 'Password must be at least 6 characters'],
      [
        'a common password',
        { password: 'password123' },
        'This password is too common. Please choose a less predictable one.',
      ],
      ['super_user', { permissions: ['super_user'] }, 'Choose permissions from the list.'],
      ['charge_manager', { permissions: ['charge_manager'] }, 'Choose permissions from the list.'],
    ])('refuses %s with 400', async (_what, overrides, error) => {
      const res = await call(
        'POST',
        '/api/employee/add',
        cookies.owner,
        employeeForm(freshEmail(), overrides),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers 409 for an e-mail already registered, in any case', async () => {
      const existing = await createUser(t, { email: 'Lakshmi@Example.in' });
      const res = await call(
        'POST',
        '/api/employee/add',
        cookies.owner,
        employeeForm(existing.email.toLowerCase()),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This e-mail is already registered.' });
    });

    it('lets nobody grant a permission they do not hold', async () => {
      const refused = await call(
        'POST',
        '/api/employee/add',
        cookies.hr,
        employeeForm(freshEmail(), { permissions: ['hr', 'product_manager'] }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error:
          'You cannot grant or remove the product_manager permission because you do not hold it.',
      });
      const allowed = await call(
        'POST',
        '/api/employee/add',
        cookies.hr,
        employeeForm(freshEmail(), { permissions: ['hr'] }),
      );
      expect(allowed.statusCode).toBe(201);
      const all = ['product_manager', 'category_manager', 'delivery_manager', 'hr'];
      const byOwner = await call(
        'POST',
        '/api/employee/add',
        cookies.owner,
        employeeForm(freshEmail(), { permissions: all }),
      );
      expect(byOwner.statusCode).toBe(201);
      expect(byOwner.json().employee.permissions).toEqual(all);
    });
  });

  describe('edit', () => {
    it('updates names, phone and permissions, keeping permissions the form does not offer', async () => {
      const target = await staffMember({ permissions: ['charge_manager', 'product_manager'] });
      const res = await call('PUT', `/api/employee/edit/${target.id}`, cookies.owner, {
        first_name: ' Farah ',
        last_name: 'Khan',
        email: target.email.toUpperCase(),
        phone_number: '9000000001',
        permissions: ['delivery_manager'],
        password: 'ignored-on-edit',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().employee).toMatchObject({
        id: target.id,
        first_name: 'Farah',
        last_name: 'Khan',
        email: target.email,
        phone_number: '9000000001',
        permissions: ['charge_manager', 'delivery_manager'],
      });
      expect((await stored(target.id)).password_hash).toBe(target.password_hash);
    });

    it('refuses a different e-mail, blank fields, and accounts that are not staff', async () => {
      const target = await staffMember();
      const other = await call('PUT', `/api/employee/edit/${target.id}`, cookies.owner, {
        first_name: 'Farah',
        email: 'someone-else@example.in',
      });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({ error: 'The e-mail of an employee cannot be changed.' });
      const blank = await call('PUT', `/api/employee/edit/${target.id}`, cookies.owner, {
        first_name: '',
        email: target.email,
      });
      expect(blank.json()).toEqual({ error: 'First name and Email are required.' });

      const shopper = await createUser(t);
      for (const id of [shopper.id, 999_999]) {
        const res = await call('PUT', `/api/employee/edit/${id}`, cookies.owner, {
          first_name: 'X',
          email: shopper.email,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Employee not found.' });
      }
      expect((await stored(shopper.id)).is_admin).toBe(false);
    });

    it('lets hr neither grant nor remove a permission it does not hold', async () => {
      const target = await staffMember({ permissions: ['hr'] });
      const granting = await call('PUT', `/api/employee/edit/${target.id}`, cookies.hr, {
        first_name: 'Kavya',
        email: target.email,
        permissions: ['hr', 'product_manager'],
      });
      expect(granting.statusCode).toBe(403);
      expect(granting.json()).toEqual({
        error:
          'You cannot grant or remove the product_manager permission because you do not hold it.',
      });
      const keeping = await call('PUT', `/api/employee/edit/${target.id}`, cookies.hr, {
        first_name: 'Kavya',
        email: target.email,
        permissions: ['hr'],
      });
      expect(keeping.statusCode).toBe(200);
      expect(keeping.json().employee.permissions).toEqual(['hr']);
      const stronger = await staffMember({ permissions: ['product_manager'] });
      const removing = await call('PUT', `/api/employee/edit/${stronger.id}`, cookies.hr, {
        first_name: 'Kavya',
        email: stronger.email,
        permissions: [],
      });
      expect(removing.statusCode).toBe(403);
      expect((await stored(stronger.id)).permissions).toEqual(['product_manager']);
    });

    describe('staff act only on staff who hold no more than they do', () => {
      const actors = {
        hr: ['hr'],
        'hr and product_manager': ['hr', 'product_manager'],
        super_user: ['super_user'],
      } as const;
      const targets = [
        [],
        ['hr'],
        ['product_manager'],
        ['category_manager'],
        ['delivery_manager'],
        ['charge_manager'],
        ['hr', 'product_manager'],
        ['hr', 'product_manager', 'category_manager'],
      ] as const;
      const actions = (target: { id: number; email: string }) =>
        [
          ['PUT', `/api/employee/edit/${target.id}`, { first_name: 'Ravi', email: target.email }],
          ['PATCH', `/api/employee/reset-password/${target.id}`, { password: NEW_PASSWORD }],
          ['PATCH', `/api/employee/deactivate/${target.id}`, undefined],
          ['PATCH', `/api/employee/activate/${target.id}`, undefined],
        ] as const;

      it.each(Object.entries(actors))('as %s', async (_name, held) => {
        const actor = await sessionFor(t, { is_admin: true, permissions: [...held] });
        for (const permissions of targets) {
          const target = await staffMember({ permissions: [...permissions] });
          const allowed =
            held.includes('super_user' as never) ||
            permissions.every((p) => (held as readonly string[]).includes(p));
          for (const [method, url, payload] of actions(target)) {
            const res = await call(method, url, actor.cookie, payload);
            expect([permissions, url, res.statusCode]).toEqual([
              permissions,
              url,
              allowed ? 200 : 403,
            ]);
            if (!allowed)
              expect(res.json()).toEqual({
                error:
                  'You cannot change the account of an employee who holds permissions you do not hold.',
              });
          }
          if (!allowed) {
            const row = await stored(target.id);
            expect(row.password_hash).toBe(target.password_hash);
            expect(row.first_name).toBe(target.first_name);
          }
        }
      });

      it('keeps hr from taking over a product manager and changing stock', async () => {
        const manager = await staffMember({ permissions: ['product_manager'] });
        const reset = await call(
          'PATCH',
          `/api/employee/reset-password/${manager.id}`,
          cookies.hr,
          { password: NEW_PASSWORD },
        );
        expect(reset.statusCode).toBe(403);
        expect((await login(manager.email, NEW_PASSWORD)).statusCode).toBe(401);
      });
    });

    it('lets only a super user change a super user', async () => {
      const boss = await staffMember({ permissions: ['super_user'] });
      const form = { first_name: 'Boss', email: boss.email };
      const calls = [
        ['PUT', `/api/employee/edit/${boss.id}`, form],
        ['PATCH', `/api/employee/reset-password/${boss.id}`, { password: NEW_PASSWORD }],
        ['PATCH', `/api/employee/deactivate/${boss.id}`, undefined],
        ['PATCH', `/api/employee/activate/${boss.id}`, undefined],
      ] as const;
      for (const [method, url, payload] of calls) {
        const res = await call(method, url, cookies.hr, payload);
        expect([url, res.statusCode]).toEqual([url, 403]);
        expect(res.json()).toEqual({
          error: 'Only a super user can change the account of a super user.',
        });
      }
      const edited = await call('PUT', `/api/employee/edit/${boss.id}`, cookies.owner, form);
      expect(edited.statusCode).toBe(200);
      expect(edited.json().employee.permissions).toEqual(['super_user']);
    });
  });

  describe('reset password', () => {
    it('sets the new password, lifts a lock and ends the open sessions', async () => {
      const target = await staffMember({ permissions: ['hr'] });
      const open = await loginAs(t, target.email);
      const lockedFrom = nextClientAddress();
      await t.db.insert(loginFailures).values({
        email: target.email,
        client_address: lockedFrom,
        failures: 0,
        locked_until: new Date(Date.now() + 60_000),
      });
      const res = await call('PATCH', `/api/employee/reset-password/${target.id}`, cookies.hr, {
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password updated successfully.' });
      expect((await call('GET', '/api/auth/me', open)).statusCode).toBe(401);
      const formerlyLocked = await loginRequest(t.app, target.email, NEW_PASSWORD, {
        remoteAddress: lockedFrom,
      });
      expect(formerlyLocked.statusCode).toBe(200);
      expect((await login(target.email, 'kesar-chai-at-dawn')).statusCode).toBe(401);
      expect((await login(target.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('accepts new_password as well and requires one', async () => {
      const target = await staffMember();
      const viaNewPassword = await call(
        'PATCH',
        `/api/employee/reset-password/${target.id}`,
        cookies.owner,
        { new_password: 'tulsi-before-sunrise' },
      );
      expect(viaNewPassword.json()).toEqual({ message: 'Password updated successfully.' });
      expect((await login(target.email, 'tulsi-before-sunrise')).statusCode).toBe(200);

      for (const payload of [{}, { password: '   ' }, { new_password: '' }]) {
        const res = await call(
          'PATCH',
          `/api/employee/reset-password/${target.id}`,
          cookies.owner,
          payload,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'New password is required.' });
      }
    });
  });

  describe('activate and deactivate', () => {
    it('blocks login and open sessions while deactivated, and restores login on activation', async () => {
      const target = await staffMember({ permissions: ['hr'] });
      const open = await loginAs(t, target.email);
      expect((await call('GET', '/api/auth/me', open)).statusCode).toBe(200);

      const off = await call('PATCH', `/api/employee/deactivate/${target.id}`, cookies.hr);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ message: 'deactivate user successfully' });
      expect((await call('GET', '/api/auth/me', open)).statusCode).toBe(401);
      const refused = await login(target.email, 'kesar-chai-at-dawn');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'This account has been deactivated. Please contact the shop.',
      });
      const listed = (await call('GET', '/api/employee/', cookies.hr)).json().employees;
      expect(listed.find((e: { id: number }) => e.id === target.id).is_active).toBe(false);

      const on = await call('PATCH', `/api/employee/activate/${target.id}`, cookies.hr);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ message: 'actuate user successfully' });
      // The session ended by deactivation stays ended; a new login works.
      expect((await call('GET', '/api/auth/me', open)).statusCode).toBe(401);
      expect((await login(target.email, 'kesar-chai-at-dawn')).statusCode).toBe(200);
    });

    it('lets nobody deactivate themselves', async () => {
      for (const key of ['hr', 'owner']) {
        const res = await call('PATCH', `/api/employee/deactivate/${ids[key]}`, cookies[key]);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'You cannot deactivate your own account.' });
        expect((await call('GET', '/api/auth/me', cookies[key])).statusCode).toBe(200);
      }
    });

    it('answers 404 for a shopper or an unknown id, and 400 for a bad id', async () => {
      const shopper = await createUser(t);
      for (const id of [shopper.id, 999_999]) {
        const res = await call('PATCH', `/api/employee/deactivate/${id}`, cookies.owner);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Employee not found.' });
      }
      expect((await stored(shopper.id)).is_active).toBe(true);
      const bad = await call('PATCH', '/api/employee/activate/abc', cookies.owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'The id must be a positive whole number.' });
    });
  });
});
