import { ChargeAdmin } from '../../../features/charge-admin/components/charge-admin';

export default function ChargeRoute() {
  return <ChargeAdmin />;
}
