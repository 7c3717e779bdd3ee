import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns';

/** Every backup file written (docs/decisions/033): when the next is due, and the metrics. */
export const backups = pgTable(
  'backups',
  {
    id: serialId(),
    file: text('file').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    taken_at: timestamptz('taken_at').notNull().defaultNow(),
  },
  (t) => [index('backups_taken_at_idx').on(t.taken_at)],
);
