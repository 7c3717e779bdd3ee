import { invalidate, useChange, type ActiveChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Activates or deactivates; answers the server's sentence for the toast. */
export async function setEmployeeActive({ id, active }: ActiveChange): Promise<string | undefined> {
  const path = active ? '/api/employee/activate/:id' : '/api/employee/deactivate/:id';
  const { message } = await api.patch(path, undefined, { params: { id } });
  return message;
}

/** The employee list is reloaded after every toggle, whatever the answer. */
export function useSetEmployeeActive() {
  return useChange(setEmployeeActive, { onSettled: invalidate(employeeKeys.all) });
}
