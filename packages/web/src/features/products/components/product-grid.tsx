import { Anchor, Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { StatusPanel } from '../../../components/ui/status-panel';
import { errorText } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { ProductCard, type CardImagePriority } from './product-card';

const gridCols = { base: 2, sm: 3, lg: 4 };
/** The widest first row: those images are in view at once, the rest load as they scroll in. */
const FIRST_ROW = gridCols.lg;

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
}

function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="sm" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={10} w="40%" />
        <Skeleton h={14} w="85%" />
        <Skeleton h={12} w="70%" />
        <Skeleton h={20} w="45%" mt={4} />
        <Skeleton h={30} mt={6} />
        <Skeleton h={30} />
      </Stack>
    </Card>
  );
}

export function ProductGrid(props: ProductGridProps) {
  const { products, isLoading, error, onRetry, search, resetHref, filtered } = props;

  if (isLoading && !products) {
    return (
      <SimpleGrid
        cols={gridCols}
        spacing={{ base: 'sm', sm: 'lg' }}
        aria-busy="true"
        aria-label="Loading products"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }

  if (error && !products) {
    return (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title="We could not load the products"
        action={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
      >
        {errorText(error, messages.errors.generic)}
      </StatusPanel>
    );
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
            <Anchor component={Link} to={resetHref} fw={600}>
              {search ? 'Clear search' : 'Show all products'}
            </Anchor>
          ) : undefined
        }
      >
        {search ? 'Try a different word, or browse all our products.' : 'Please check back soon.'}
      </StatusPanel>
    );
  }

  return (
    <SimpleGrid cols={gridCols} spacing={{ base: 'sm', sm: 'lg' }}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} imagePriority={imagePriority(index)} />
      ))}
    </SimpleGrid>
  );
}
