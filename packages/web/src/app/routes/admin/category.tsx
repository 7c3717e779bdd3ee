import { ComingSoon } from '../../../components/ui/coming-soon';

export default function CategoryRoute() {
  return <ComingSoon title="Categories" />;
}
