import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import type { Employee } from '../types';
import { employeeKeys } from './employee-keys';

export async function getEmployees(signal?: AbortSignal): Promise<Employee[]> {
  const { employees } = await api.get('/api/employee', { signal });
  return employees;
}

/** A refusal (403) goes to the area's guard, which shows why. */
export function useEmployees() {
  return useQuery({
    queryKey: employeeKeys.all,
    queryFn: ({ signal }) => getEmployees(signal),
    throwOnError: isForbidden,
  });
}
