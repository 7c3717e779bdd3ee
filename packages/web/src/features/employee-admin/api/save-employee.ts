import { useMutation } from '@tanstack/react-query';
import { invalidate, useChange, type ItemEdit } from '../../../lib/mutation';
import type { EmployeeAddBody, EmployeeEditBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Employee } from '@shop/shared';
import { employeeKeys } from './employee-keys';

export async function addEmployee(body: EmployeeAddBody): Promise<Employee> {
  const { employee } = await api.post('/api/employee/add', body);
  return employee;
}

export async function editEmployee({ id, body }: ItemEdit<EmployeeEditBody>): Promise<Employee> {
  const { employee } = await api.put('/api/employee/edit/:id', body, { params: { id } });
  return employee;
}

export async function resetEmployeePassword(id: number, password: string): Promise<string> {
  const { message } = await api.patch(
    '/api/employee/reset-password/:id',
    {
      password,
    },
    { params: { id } },
  );
  return message;
}

export function useAddEmployee() {
  return useChange(addEmployee, { onSuccess: invalidate(employeeKeys.all) });
}

export function useEditEmployee() {
  return useChange(editEmployee, { onSuccess: invalidate(employeeKeys.all) });
}

export function useResetEmployeePassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      resetEmployeePassword(id, password),
  });
}
