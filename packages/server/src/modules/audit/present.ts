import type { AuditEntry } from '@shop/shared';
import type { AuditRow } from '../../db/schema';

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actor_id, email: row.actor_email },
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  changes: row.changes,
  ip: row.ip,
});
