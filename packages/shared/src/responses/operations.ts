import { z } from 'zod';

/** `POST /api/internal/backup`: the backup the running shop wrote for `npm run backup`. */
export const backupTakenResponse = z.strictObject({
  backup: z.strictObject({ file: z.string(), created_at: z.iso.datetime() }),
});
export type BackupTakenResponse = z.infer<typeof backupTakenResponse>;
