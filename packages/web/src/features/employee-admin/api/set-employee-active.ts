import { invalidate, useChange } from '../../../lib/mutation';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Activates or deactivates; answers the server's sentence for the toast. */
export async function setEmployeeActive(id: number, active: boolean): Promise<string | undefined> {
  const path = active ? '/api/employee/activate/:id' : '/api/employee/deactivate/:id';
  const { message } = await api.patch(path, undefined, { params: { id } });
  return message;
}

/** Spec §4: the employee list is reloaded after every toggle, whatever the answer. */
export function useSetEmployeeActive() {
  return useChange(
    ({ id, active }: { id: number; active: boolean }) => setEmployeeActive(id, active),
    { onSettled: invalidate(employeeKeys.all) },
  );
}
