import { IconAlertTriangle, IconLeaf } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { messages } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/base/button';
import layout from '../../../components/base/layout.module.css';
import { Skeleton } from '../../../components/base/skeleton';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { errorText, hasStatus } from '../../../lib/api-client';
import { useProduct } from '../../../api/get-product';
import { ProductDetails } from './product-details';
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
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const { data: product, error, isPending, refetch } = useProduct(id);

  const notFound = !validId || hasStatus(error, 404);
  usePageTitle(notFound ? 'Product not found' : (product?.name ?? 'Product'));

  let body;
  if (notFound) {
    body = <ProductNotFound />;
  } else if (product) {
    body = <ProductDetails product={product} />;
  } else if (error) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title="We could not load this product"
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      >
        {errorText(error, messages.errors.generic)}
      </StatusPanel>
    );
  } else if (isPending) {
    body = <ProductSkeleton />;
  }

  return (
    <div className={`${layout.container} ${layout.page}`}>
      <nav aria-label="Breadcrumb" className={classes.crumbs}>
        <Link to={paths.home} className={classes.crumbLink}>
          Home
        </Link>
        <span aria-hidden className={classes.separator}>
          ›
        </span>
        <span className={`${layout.dimmed} ${classes.current}`}>{product?.name ?? 'Product'}</span>
      </nav>
      {body}
    </div>
  );
}
