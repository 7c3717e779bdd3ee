import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AdminHomeRoute() {
  return <ComingSoon title="Dashboard" />;
}
