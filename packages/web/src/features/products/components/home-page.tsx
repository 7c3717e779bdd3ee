import { Link, useLocation, useSearchParams } from 'react-router';
import { messages } from '@shop/shared';
import { homeHref, paths } from '../../../config/paths';
import { Button } from '../../../components/base/button';
import layout from '../../../components/base/layout.module.css';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { errorText } from '../../../lib/api-client';
import { useCategories } from '../api/get-categories';
import { usePopularProducts } from '../api/get-popular-products';
import { useProducts } from '../api/get-products';
import { CategoryChips } from './category-chips';
import { HomeHero } from './home-hero';
import { ProductGrid } from './product-grid';
import classes from './home-page.module.css';

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
  const nothingFound = search !== '' && count === 0;
  const popular = usePopularProducts(nothingFound);
  const closeQuery = products.data?.pages[0]?.did_you_mean;
  const countText = products.hasNextPage
    ? `Showing the first ${count} products`
    : count === 1
      ? '1 product'
      : `${count} products`;

  return (
    <div className={`${layout.container} ${layout.page} ${classes.page}`}>
      {search ? null : <HomeHero />}
      <CategoryChips value={categoryId} onChange={selectCategory} />
      <div className={classes.head}>
        <div>
          <h2 className={classes.heading}>{heading}</h2>
          {count !== undefined && count > 0 ? (
            <p className={`${classes.count} ${layout.dimmed}`} aria-live="polite">
              {countText}
            </p>
          ) : null}
        </div>
        {search ? (
          <Link to={homeHref({ categoryId })} className={`${layout.link} ${classes.clear}`}>
            Clear search
          </Link>
        ) : null}
      </div>
      <ProductGrid
        products={list}
        isLoading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        search={search}
        filtered={categoryId !== undefined}
        resetHref={search ? homeHref({ categoryId }) : homeHref()}
        didYouMean={
          closeQuery
            ? { text: closeQuery, href: homeHref({ search: closeQuery, categoryId }) }
            : undefined
        }
      />
      {nothingFound && popular.data?.length ? (
        <section aria-labelledby="popular-heading" className={classes.page}>
          <h2 id="popular-heading" className={classes.heading}>
            {messages.search.popular}
          </h2>
          <ProductGrid
            products={popular.data}
            isLoading={false}
            error={null}
            resetHref={homeHref()}
          />
        </section>
      ) : null}
      {products.hasNextPage && !products.isPlaceholderData ? (
        <div className={classes.more}>
          {products.isFetchNextPageError ? (
            <p className={classes.error} role="alert">
              {errorText(products.error, messages.errors.generic)}
            </p>
          ) : null}
          <Button
            variant="light"
            onClick={() => void products.fetchNextPage()}
            aria-busy={products.isFetchingNextPage || undefined}
            leftSection={
              products.isFetchingNextPage ? <span className={layout.spinner} aria-hidden /> : null
            }
          >
            Load more products
          </Button>
        </div>
      ) : null}
    </div>
  );
}
