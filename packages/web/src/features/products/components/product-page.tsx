import { IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { ButtonLink } from '../../../components/base/button';
import layout from '../../../components/base/layout.module.css';
import { Skeleton } from '../../../components/base/skeleton';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { QueryRecord, recordNotFound, useRecordId } from '../../../components/ui/query-record';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { useProduct } from '../../../api/get-product';
import { ProductDetails } from './product-details';
import text from '../../../components/ui/text-link.module.css';
import classes from './product-page.module.css';

function ProductSkeleton() {
  return (
    <div className={classes.columns} role="status" aria-busy="true" aria-label="Loading product">
      <Skeleton style={{ aspectRatio: '1 / 1', borderRadius: 'var(--mantine-radius-lg)' }} />
      <div className={classes.lines}>
        <Skeleton style={{ height: 14, width: '30%' }} />
        <Skeleton style={{ height: 32, width: '80%' }} />
        <Skeleton style={{ height: 24, width: '40%' }} />
        <Skeleton style={{ height: 36, width: '60%' }} />
        <Skeleton style={{ height: 120 }} />
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <StatusPanel
      icon={<IconLeaf size={26} aria-hidden />}
      title={messages.errors.productNotFound}
      action={<ButtonLink to={paths.home}>Browse all products</ButtonLink>}
    >
      This product may have been removed, or the link may be mistyped.
    </StatusPanel>
  );
}

/** `/product/:id`: photos, price with GST, stock, description and how to use. */
export function ProductPage() {
  const { id, validId } = useRecordId();
  const product = useProduct(id);
  const name = product.data?.name ?? 'Product';
  const notFound = recordNotFound(validId, product.error);
  usePageTitle(notFound ? 'Product not found' : name);

  return (
    <div className={`${layout.container} ${layout.page}`}>
      <nav aria-label="Breadcrumb" className={classes.crumbs}>
        <Link to={paths.home} className={`${text.textLink} ${classes.crumbLink}`}>
          Home
        </Link>
        <span aria-hidden className={classes.separator}>
          ›
        </span>
        <span className={`${layout.dimmed} ${classes.current}`}>{name}</span>
      </nav>
      <QueryRecord
        query={product}
        notFound={notFound}
        notFoundPanel={<ProductNotFound />}
        skeleton={<ProductSkeleton />}
        errorTitle="We could not load this product"
      >
        {(found) => <ProductDetails product={found} />}
      </QueryRecord>
    </div>
  );
}
