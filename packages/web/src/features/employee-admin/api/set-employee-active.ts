import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** Activates or deactivates; answers the server's sentence for the toast. */
export async function setEmployeeActive(id: number, active: boolean): Promise<string | undefined> {
  const action = active ? 'activate' : 'deactivate';
  const body = await api.patch<{ message?: string } | undefined>(`/api/employee/${action}/${id}`);
  return body?.message;
}

/** Spec §4: the employee list is reloaded after every toggle, whatever the answer. */
export function useSetEmployeeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setEmployeeActive(id, active),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
