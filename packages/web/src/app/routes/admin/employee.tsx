import { EmployeeAdmin } from '../../../features/employee-admin/components/employee-admin';

export default function EmployeeRoute() {
  return <EmployeeAdmin />;
}
