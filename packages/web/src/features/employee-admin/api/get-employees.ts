import { useQuery } from '@tanstack/react-query';
import { api, isForbidden } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** A refusal (403) goes to the area's guard, which shows why. */
export function useEmployees() {
  return useQuery({
    queryKey: employeeKeys.all,
    queryFn: async ({ signal }) => (await api.get('/api/employee', { signal })).employees,
    throwOnError: isForbidden,
  });
}
