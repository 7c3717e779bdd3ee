import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OTHER_NAMES } from '@shop/shared';
import { addresses, categories, products, users } from '../src/db/schema';
import { buildTestApp, linesInto } from './helpers';
import { createCategory } from './catalogue';
import { type FilePart, pngFile, postProductForm, productForm } from './product-upload';
import { nextClientAddress } from './requests';
import { useSession, useTestApp } from './suite';
import { sampleAddress } from '@shop/shared/testing';
import { expectErrorAnswer } from './answers';

const NUL = '\u0000';

const signup = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Asha',
  last_name: 'Verma',
  email: `asha-${Math.random().toString(16).slice(2)}@example.in`,
  phone_number: '9876543210',
  password: 'kesar-chai-at-dawn',
  ...overrides,
});

describe('text a client sends', () => {
  const logLines: string[] = [];
  const t = useTestApp(
    {},
    (app) => {
      // A query that reaches the database with a NUL and a secret among its parameters,
      // as a route would if a text got past the checks at the edge.
      app.get('/api/test/nul-query', async () => {
        await app.database.db.execute(
          sql`select ${`name${NUL}`}::text as a, ${'$argon2id$v=19$secret-hash'}::text as b`,
        );
        return {};
      });
    },
    { logger: { level: 'error', stream: linesInto(logLines) } },
  );
  const shopper = useSession(t);
  const categoryManager = useSession(t, { is_admin: true, permissions: ['category_manager'] });
  const productManager = useSession(t, { is_admin: true, permissions: ['product_manager'] });
  let categoryId: number;

  beforeAll(async () => {
    await t.db.execute(
      sql`insert into delivery_states (name, delivery_rate_paise, additional_rate_paise, is_active) values ('Rajasthan', 5000, 0, true)`,
    );
    categoryId = (await createCategory(t)).id;
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });

  describe('control characters are refused at the edge with a 400 naming the field', () => {
    it.each<[string, string, () => Promise<{ statusCode: number; body: string }>]>([
      ['search', 'Search text', () => t.app.inject(`/api/products?search=a%00b`)],
      [
        'login e-mail',
        'Email',
        () => post('/api/auth/login', { email: `a${NUL}@example.in`, password: 'x' }),
      ],
      [
        'sign-up first name',
        'First name',
        () => post('/api/auth/signup', signup({ first_name: `As${NUL}ha` })),
      ],
      [
        'sign-up last name',
        'Last name',
        () => post('/api/auth/signup', signup({ last_name: `Ver\u0007ma` })),
      ],
      [
        'address line',
        'House, office or flat',
        () => post('/api/address', sampleAddress({ line_1: `12${NUL} Lake Road` }), shopper.cookie),
      ],
      [
        'category name',
        'Name',
        () =>
          post(
            '/api/categories',
            { name: `Oils${NUL}`, description: 'x', gst: 5 },
            categoryManager.cookie,
          ),
      ],
      [
        'reset token',
        'Token',
        () => post('/api/auth/reset-password', { token: `abc${NUL}`, new_password: 'long-pass-1' }),
      ],
      ['a product id in the path', 'Id', () => t.app.inject(`/api/products/1%00`)],
    ])('%s', async (_case, field, send) => {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: `${field} must not contain control characters.`,
      });
    });

    it('keeps line breaks in a product description but not in its name', async () => {
      const fields = productForm(categoryId, {
        name: 'Neem Soap',
        description: 'Line one.\nLine two.',
        user_manual: 'Wet.\r\nLather.\tRinse.',
      });
      const photo = await pngFile('a.png');
      const send = (values: Record<string, string>) =>
        postProductForm(t.app, productManager.cookie, values, [photo]);
      expect((await send(fields)).statusCode).toBe(201);
      const refused = await send({ ...fields, name: 'Neem\nSoap' });
      expectErrorAnswer(refused, 400, 'Name must not contain control characters.');
    });
  });

  it('maps the database refusing a NUL to 400 and logs no parameter values', async () => {
    const res = await t.app.inject('/api/test/nul-query');
    expectErrorAnswer(res, 400, 'A text contains characters the shop cannot store.');
    expect(res.body).not.toMatch(/select|argon2|name/i);
    // A 400 is not logged; an unexpected failure is, without the values it was sent.
    const lines = logLines.join('');
    expect(lines).not.toContain('secret-hash');
  });

  it('logs a failed query without its parameters', async () => {
    logLines.length = 0;
    const other = await buildTestApp(
      {},
      (app) => {
        app.get('/api/test/failing-query', async () => {
          await app.database.db.execute(
            sql`select ${'$argon2id$v=19$secret-hash'}::text, * from no_such_table`,
          );
          return {};
        });
      },
      { logger: { level: 'error', stream: linesInto(logLines) } },
    );
    const res = await other.app.inject('/api/test/failing-query');
    await other.close();
    expectErrorAnswer(res, 500, 'Something went wrong.');
    const lines = logLines.join('');
    expect(lines).toContain('Failed query');
    expect(lines).toContain('42P01');
    expect(lines).not.toContain('secret-hash');
  }, 90_000);

  describe('length limits', () => {
    it.each<[string, () => Promise<{ statusCode: number; body: string }>, string]>([
      [
        'a 900 KB sign-up name',
        () => post('/api/auth/signup', signup({ first_name: 'A'.repeat(900_000) })),
        'First name must be at most 10000 characters.',
      ],
      [
        'a 101-character sign-up name',
        () => post('/api/auth/signup', signup({ last_name: 'V'.repeat(101) })),
        'Last name must be at most 100 characters.',
      ],
      [
        'a 201-character address line',
        () => post('/api/address', sampleAddress({ line_2: 'x'.repeat(201) }), shopper.cookie),
        'Street or landmark must be at most 200 characters.',
      ],
      [
        'a 5,001-character category description',
        () =>
          post(
            '/api/categories',
            { name: 'Teas', description: 'd'.repeat(5001), gst: 5 },
            categoryManager.cookie,
          ),
        'Description must be at most 5000 characters.',
      ],
      [
        'a 101-character category name',
        () =>
          post(
            '/api/categories',
            { name: 'n'.repeat(101), description: 'Teas', gst: 5 },
            categoryManager.cookie,
          ),
        'Name must be at most 100 characters.',
      ],
    ])('refuses %s', async (_case, send, message) => {
      const res = await send();
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: message });
    });

    it('stores nothing that was refused', async () => {
      const long = await t.db
        .select({ n: count() })
        .from(users)
        .where(sql`length(${users.first_name}) > 100 or length(${users.last_name}) > 100`);
      expect(Number(long[0]!.n)).toBe(0);
      const lines = await t.db
        .select({ n: count() })
        .from(addresses)
        .where(sql`length(${addresses.line_2}) > 200`);
      expect(Number(lines[0]!.n)).toBe(0);
      const names = await t.db
        .select({ n: count() })
        .from(categories)
        .where(sql`length(${categories.name}) > 100`);
      expect(Number(names[0]!.n)).toBe(0);
    });
  });

  describe('multipart product form', () => {
    const send = async (values: Record<string, string>, files?: FilePart[]) =>
      postProductForm(t.app, productManager.cookie, values, files ?? [await pngFile('a.png')]);
    const productCount = async () =>
      Number((await t.db.select({ n: count() }).from(products))[0]!.n);

    it('refuses a field over its limit instead of cutting it at 64 KB', async () => {
      const before = await productCount();
      const res = await send(productForm(categoryId, { description: 'd'.repeat(70 * 1024) }));
      expectErrorAnswer(res, 400, 'Description must be at most 5000 characters.');
      const justOver = await send(productForm(categoryId, { user_manual: 'm'.repeat(5001) }));
      expectErrorAnswer(justOver, 400, 'User manual must be at most 5000 characters.');
      expect(await productCount()).toBe(before);
    });

    it('refuses more fields than the form has', async () => {
      // The form has room for its fields and up to MAX_OTHER_NAMES other names.
      const extra = Object.fromEntries(
        Array.from({ length: MAX_OTHER_NAMES + 10 }, (_, i) => [`extra${i}`, 'x']),
      );
      const res = await send(productForm(categoryId, extra));
      expectErrorAnswer(res, 400, 'The form has more fields than expected.');
    });

    it('refuses an empty image file with 400', async () => {
      const res = await send(productForm(categoryId), [
        { filename: 'empty.png', type: 'image/png', content: Buffer.alloc(0) },
      ]);
      expectErrorAnswer(res, 400, 'An image file is empty.');
    });
  });

  describe('e-mail syntax', () => {
    it.each([
      'x<victim@evil.example>',
      '"quoted local"@example.in',
      'Asha Verma <asha@example.in>',
      'asha@example.in, victim@evil.example',
      'asha@example.in\r\nBcc: victim@evil.example',
      'asha@@example.in',
      'asha@-example.in',
    ])('refuses %j at sign-up', async (email) => {
      const res = await post('/api/auth/signup', signup({ email }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^(Invalid email address|Email must not contain)/);
    });

    it('accepts a plain address with a plus tag and a subdomain', async () => {
      const res = await post(
        '/api/auth/signup',
        signup({ email: 'asha.v+shop@mail.example.co.in' }),
      );
      expect(res.statusCode).toBe(201);
    });
  });
});
