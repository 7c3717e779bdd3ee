/** An employee as GET /api/employee/ lists it (spec §3). */
export interface Employee {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  is_active: boolean;
  Permissions: { permission_name: string }[];
  permissions: string[];
}

export type EmployeeFormMode = 'add' | 'edit' | 'reset';
