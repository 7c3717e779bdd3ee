import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ProductManagementRoute() {
  return <ComingSoon title="Products" />;
}
