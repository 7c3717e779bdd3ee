import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ChargeRoute() {
  return <ComingSoon title="Charges" />;
}
