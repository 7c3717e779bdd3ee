import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AdminOrdersRoute() {
  return <ComingSoon title="Orders" />;
}
