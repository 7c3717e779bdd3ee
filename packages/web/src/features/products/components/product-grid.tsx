import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import layout from '../../../components/base/layout.module.css';
import { Skeleton } from '../../../components/base/skeleton';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { StatusPanel } from '../../../components/ui/status-panel';
import { messages, type Product } from '@shop/shared';
import { ProductCard, type CardImagePriority } from './product-card';
import classes from './product-grid.module.css';

/** The widest first row (product-grid.module.css): those images are in view at once, the rest
 * load as they scroll in. */
const FIRST_ROW = 4;

const imagePriority = (index: number): CardImagePriority =>
  index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy';

interface ProductGridProps {
  products: Product[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  /** The search term shown in the empty state, when there is one. */
  search?: string;
  /** Where "clear search" or "show all" leads. */
  resetHref: string;
  /** True when a category narrows the list. */
  filtered?: boolean;
  /** A close query that finds products, offered when the search found none. */
  didYouMean?: { text: string; href: string };
}

function ProductCardSkeleton() {
  return (
    <div className={classes.skeletonCard} aria-hidden>
      <Skeleton style={{ aspectRatio: '1 / 1', borderRadius: 0 }} />
      <div className={classes.skeletonLines}>
        <Skeleton style={{ height: 10, width: '40%' }} />
        <Skeleton style={{ height: 14, width: '85%' }} />
        <Skeleton style={{ height: 12, width: '70%' }} />
        <Skeleton style={{ height: 20, width: '45%', marginTop: 4 }} />
        <Skeleton style={{ height: 30, marginTop: 6 }} />
        <Skeleton style={{ height: 30 }} />
      </div>
    </div>
  );
}

export function ProductGrid(props: ProductGridProps) {
  const { products, isLoading, error, onRetry, search, resetHref, filtered, didYouMean } = props;

  if (isLoading && !products) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (error && !products) {
    return <RetryPanel error={error} title="We could not load the products" onRetry={onRetry} />;
  }

  if (!products || products.length === 0) {
    const title = search
      ? `No products match “${search}”`
      : filtered
        ? 'No products in this category yet'
        : 'No products yet';
    return (
      <StatusPanel
        icon={<IconSearchOff size={26} aria-hidden />}
        title={title}
        action={
          search || filtered ? (
            <Link to={resetHref} className={layout.link}>
              {search ? 'Clear search' : 'Show all products'}
            </Link>
          ) : undefined
        }
      >
        {didYouMean ? (
          <>
            {messages.search.didYouMean}{' '}
            <Link to={didYouMean.href} className={layout.link}>
              {didYouMean.text}
            </Link>
            ?
          </>
        ) : search ? (
          'Try a different word, or browse all our products.'
        ) : (
          'Please check back soon.'
        )}
      </StatusPanel>
    );
  }

  return (
    <div className={classes.grid}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} imagePriority={imagePriority(index)} />
      ))}
    </div>
  );
}
