import { DeliveryAdmin } from '../../../features/delivery-admin/components/delivery-admin';

export default function DeliveryRoute() {
  return <DeliveryAdmin />;
}
