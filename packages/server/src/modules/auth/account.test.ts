import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { sampleAddress } from '@shop/shared/testing';
import { addDeliveryState } from '../../../test/shop-settings';
import { createUser } from '../../../test/accounts';
import { loginAs, loginRequest, TEST_PASSWORD } from '../../../test/logins';
import { nextClientAddress, requestWith } from '../../../test/requests';
import { useTestApp } from '../../../test/suite';

describe('the account page’s calls', () => {
  const t = useTestApp();
  const call = requestWith(t);
  const me = (cookie: string) => call('GET', '/api/auth/me', cookie);
  const login = (email: string, password: string) => loginRequest(t.app, email, password);
  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('PUT /api/auth/me', () => {
    it('changes name and phone, normalising the phone, and answers the user', async () => {
      const user = await createUser(t, { first_name: 'Asha', last_name: 'Verma' });
      const cookie = await loginAs(t, user.email);
      const res = await call('PUT', '/api/auth/me', cookie, {
        first_name: '  Asha ',
        last_name: 'Verma-Rao',
        phone_number: '+91 98765-43210',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          id: user.id,
          first_name: 'Asha',
          last_name: 'Verma-Rao',
          email: user.email,
          phone_number: '9876543210',
          is_admin: false,
          permissions: [],
          two_factor_enabled: false,
          two_factor_setup_required: false,
          marketing_consent: false,
        },
      });
      // The same session reads the change at once.
      expect((await me(cookie)).json().user).toMatchObject({
        last_name: 'Verma-Rao',
        phone_number: '9876543210',
      });
    });

    it('refuses bad fields with the sign-up form’s sentences, changing nothing', async () => {
      const user = await createUser(t);
      const cookie = await loginAs(t, user.email);
      for (const [body, error] of [
        [{ first_name: '', last_name: 'V', phone_number: '9876543210' }, 'First name is required'],
        [{ first_name: 'A', last_name: ' ', phone_number: '9876543210' }, 'Last name is required'],
        [
          { first_name: 'A', last_name: 'V', phone_number: '98765' },
          'Phone number must be 10 to 15 digits',
        ],
      ] as const) {
        const res = await call('PUT', '/api/auth/me', cookie, body);
        expect([res.statusCode, res.json()]).toEqual([400, { error }]);
      }
      expect(await rowOf(user.id)).toMatchObject({
        first_name: user.first_name,
        phone_number: user.phone_number,
      });
    });

    it('keeps the e-mail and the staff flags whatever the body says', async () => {
      const user = await createUser(t);
      const cookie = await loginAs(t, user.email);
      const res = await call('PUT', '/api/auth/me', cookie, {
        first_name: 'Asha',
        last_name: 'Verma',
        phone_number: '9876543210',
        email: 'someone-else@example.in',
        is_admin: true,
        permissions: ['super_user'],
      });
      expect(res.statusCode).toBe(200);
      expect(await rowOf(user.id)).toMatchObject({
        email: user.email,
        is_admin: false,
        permissions: [],
      });
    });

    it('asks a visitor to log in', async () => {
      const res = await call('PUT', '/api/auth/me', undefined, {
        first_name: 'A',
        last_name: 'V',
        phone_number: '9876543210',
      });
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'Please log in to continue.' }]);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (cookie: string | undefined, body: object) =>
      call('POST', '/api/auth/change-password', cookie, body);

    it('changes the password, keeps this session and signs the others out', async () => {
      const user = await createUser(t);
      const laptop = await loginAs(t, user.email);
      const phone = await loginAs(t, user.email);
      const res = await change(laptop, {
        current_password: TEST_PASSWORD,
        new_password: 'saffron-milk-at-night',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Your password is changed. Other devices have been signed out.',
      });
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/refresh', laptop)).statusCode).toBe(200);
      expect((await me(phone)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/refresh', phone)).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, 'saffron-milk-at-night')).statusCode).toBe(200);
    });

    it('requires the current password, and the right one', async () => {
      const user = await createUser(t);
      const cookie = await loginAs(t, user.email);
      const before = (await rowOf(user.id)).password_hash;
      for (const [body, error] of [
        [{ new_password: 'saffron-milk-at-night' }, 'Current password is required.'],
        [
          { current_password: '', new_password: 'saffron-milk-at-night' },
          'Current password is required.',
        ],
        [
          { current_password: 'not-my-password', new_password: 'saffron-milk-at-night' },
          'The current password is not correct.',
        ],
        [{ current_password: TEST_PASSWORD }, 'New password is required.'],
        [
          { current_password: TEST_PASSWORD, new_password: 'abc' },
          'Password must be at least 6 characters',
        ],
        [
          { current_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
          'The new password must differ from the current one.',
        ],
        [
          { current_password: TEST_PASSWORD, new_password: 'password123' },
          'This password is too common. Please choose a less predictable one.',
        ],
      ] as const) {
        const res = await change(cookie, body);
        expect([res.statusCode, res.json()]).toEqual([400, { error }]);
      }
      expect((await rowOf(user.id)).password_hash).toBe(before);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('asks a visitor to log in', async () => {
      const res = await change(undefined, {
        current_password: TEST_PASSWORD,
        new_password: 'saffron-milk-at-night',
      });
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'Please log in to continue.' }]);
    });
  });

  describe('phone numbers', () => {
    it.each([
      ['+91 98765 43210', '9876543210'],
      ['098765-43210', '9876543210'],
      ['98765 43210', '9876543210'],
      ['919876543210', '9876543210'],
      ['+44 20 7946 0958', '442079460958'],
    ])('a sign-up with %s stores %s', async (typed, stored) => {
      const email = `phone-${Math.random().toString(16).slice(2)}@example.in`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          first_name: 'Meera',
          last_name: 'Iyer',
          email,
          phone_number: typed,
          password: 'neem-and-turmeric',
        },
        remoteAddress: nextClientAddress(),
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row!.phone_number).toBe(stored);
    });

    it('stores an address’s phone as 10 digits and refuses one that is not', async () => {
      const user = await createUser(t);
      const cookie = await loginAs(t, user.email);
      await addDeliveryState(t, { name: 'Rajasthan' });
      const saved = await call('POST', '/api/address', cookie, {
        ...sampleAddress(),
        phone_number: '+91 98290-12345',
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().address.phone_number).toBe('9829012345');
      const refused = await call('POST', '/api/address', cookie, {
        ...sampleAddress(),
        phone_number: '+44 20 7946 0958',
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: 'Phone number must be exactly 10 digits.' },
      ]);
    });
  });
});
