import { ComingSoon } from '../../../components/ui/coming-soon';

export default function DeliveryRoute() {
  return <ComingSoon title="Delivery States" />;
}
