import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pincodes } from '../../db/schema';
import { readDirectoryFile, type DirectoryEntry } from './directory-file';

// Rows per statement: each chunk travels as one JSON parameter, so the limit is the
// statement's size, not PostgreSQL's 65,535 parameters.
const CHUNK = 4000;

/**
 * Fills the PIN directory from the file that ships with the shop when the table is empty, in
 * one transaction, so look-ups never see it half loaded; a filled table costs one count. A
 * release with a refreshed file adds a migration that empties the table. Returns the PINs
 * loaded.
 */
export async function loadPincodeDirectory(
  db: Db,
  entries: () => readonly DirectoryEntry[] = readDirectoryFile,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(pincodes);
  if (Number(row?.value) > 0) return 0;
  const all = entries();
  await db.transaction(async (tx) => {
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = JSON.stringify(all.slice(start, start + CHUNK));
      await tx.execute(sql`
        insert into ${pincodes} (pin, states, district, places)
        select pin, states, district, places
        from jsonb_to_recordset(${chunk}::jsonb)
          as x(pin text, states jsonb, district text, places jsonb)
        on conflict (pin) do nothing`);
    }
  });
  return all.length;
}
