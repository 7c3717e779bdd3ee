import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { messages } from '@shop/shared';
import { homeHref, paths } from '../../../config/paths';
import { usePageTitle } from '../../../components/ui/page-title';
import { errorText } from '../../../lib/api-client';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { CategoryChips } from './category-chips';
import { HomeHero } from './home-hero';
import { ProductGrid } from './product-grid';

function parseCategoryId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The product listing at `/` and `/products`, filtered by `?search=` and `?category_id=`. */
export function HomePage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const categoryId = parseCategoryId(params.get('category_id'));

  const products = useProducts({ search, categoryId });
  const { data: categories } = useCategories();
  const category = categories?.find((c) => c.id === categoryId);

  usePageTitle(
    search ? `Search results for “${search}”` : pathname === paths.products ? 'Products' : 'Home',
  );

  const selectCategory = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete('category_id');
    else next.set('category_id', String(id));
    setParams(next);
  };

  const heading = search ? `Results for “${search}”` : category ? category.name : 'All products';
  const list = products.data?.pages.flatMap((page) => page.products);
  const count = list?.length;
  const countText = products.hasNextPage
    ? `Showing the first ${count} products`
    : count === 1
      ? '1 product'
      : `${count} products`;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {search ? null : <HomeHero />}
        <CategoryChips value={categoryId} onChange={selectCategory} />
        <Group justify="space-between" align="baseline" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
              {heading}
            </Title>
            {count !== undefined && count > 0 ? (
              <Text fz="sm" c="dimmed" aria-live="polite">
                {countText}
              </Text>
            ) : null}
          </Stack>
          {search ? (
            <Anchor component={Link} to={homeHref({ categoryId })} fz="sm" fw={600}>
              Clear search
            </Anchor>
          ) : null}
        </Group>
        <ProductGrid
          products={list}
          isLoading={products.isPending}
          error={products.error}
          onRetry={() => void products.refetch()}
          search={search}
          filtered={categoryId !== undefined}
          resetHref={search ? homeHref({ categoryId }) : homeHref()}
        />
        {products.hasNextPage && !products.isPlaceholderData ? (
          <Stack align="center" gap="xs">
            {products.isFetchNextPageError ? (
              <Text fz="sm" c="red.8" role="alert">
                {errorText(products.error, messages.errors.generic)}
              </Text>
            ) : null}
            <Button
              variant="light"
              onClick={() => void products.fetchNextPage()}
              loading={products.isFetchingNextPage}
            >
              Load more products
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
