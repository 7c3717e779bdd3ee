import { CategoryAdmin } from '../../../features/catalogue-admin/components/category-admin';

export default function CategoryRoute() {
  return <CategoryAdmin />;
}
