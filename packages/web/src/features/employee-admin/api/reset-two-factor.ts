import { auditKeys } from '../../../entities/audit/use-audit';
import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';

/** Turns an employee's two-factor sign-in off (a lost phone); answers the server's sentence. */
export async function resetTwoFactor(id: number): Promise<string> {
  const { message } = await api.post('/api/employee/:id/reset-2fa', undefined, { params: { id } });
  return message;
}

/** The reset is in the audit log: a loaded Activity list shows it when next looked at. */
export function useResetTwoFactor() {
  return useChange(resetTwoFactor, { onSettled: invalidate(auditKeys.all) });
}
