import { ComingSoon } from '../../../components/ui/coming-soon';

export default function EmployeeRoute() {
  return <ComingSoon title="Employees" />;
}
