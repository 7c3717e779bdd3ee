import { ProductAdmin } from '../../../features/catalogue-admin/components/product-admin';

export default function ProductManagementRoute() {
  return <ProductAdmin />;
}
