import { PromotionsAdmin } from '../../../features/promotions-admin/components/promotions-admin';

export default function PromotionsRoute() {
  return <PromotionsAdmin />;
}
