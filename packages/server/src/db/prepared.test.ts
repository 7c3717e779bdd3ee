import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { preparedPerDatabase } from './prepared';
import { categories } from './schema';

const categoryByName = preparedPerDatabase((db) =>
  db
    .select({ name: categories.name, gst_percent: categories.gst_percent })
    .from(categories)
    .where(eq(categories.name, sql.placeholder('name')))
    .prepare('test_category_by_name'),
);

const category = (name: string) => ({ name, description: name, gst_percent: 12 });

class RolledBack extends Error {}

describe('a statement built once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('runs inside the transaction it is given, on its connection', async () => {
    // Built on the database first, where it runs on a pooled connection.
    expect(await categoryByName(t.db).execute({ name: 'Written then undone' })).toEqual([]);
    // Seen inside the transaction that wrote it (on PostgreSQL a pooled connection could not).
    const inside = await t.db
      .transaction(async (tx) => {
        await tx.insert(categories).values(category('Written then undone'));
        expect(await categoryByName(tx).execute({ name: 'Written then undone' })).toEqual([
          { name: 'Written then undone', gst_percent: 12 },
        ]);
        throw new RolledBack();
      })
      .catch((err: unknown) => err);
    expect(inside).toBeInstanceOf(RolledBack);
    // Gone with the rollback, seen by the database itself.
    expect(await categoryByName(t.db).execute({ name: 'Written then undone' })).toEqual([]);
  });

  it('serves the database and any number of transactions after them', async () => {
    for (const name of ['First kept', 'Second kept']) {
      await t.db.transaction(async (tx) => {
        await tx.insert(categories).values(category(name));
        expect(await categoryByName(tx).execute({ name })).toHaveLength(1);
      });
      expect(await categoryByName(t.db).execute({ name })).toEqual([{ name, gst_percent: 12 }]);
    }
  });
});
