import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Employee } from '../types';
import { employeeKeys } from './employee-keys';

export async function getEmployees(signal?: AbortSignal): Promise<Employee[]> {
  const { employees } = await api.get('/api/employee', { signal });
  return employees;
}

export function useEmployees() {
  return useQuery({ queryKey: employeeKeys.all, queryFn: ({ signal }) => getEmployees(signal) });
}
