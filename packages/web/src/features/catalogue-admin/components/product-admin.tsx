import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Button, CloseButton, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPackage, IconSearch } from '@tabler/icons-react';
import { ADMIN_AREAS } from '@shop/shared';
import { cardTableClasses } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { AddButton, ScreenPage } from '../../../components/ui/screen-page';
import { useStaffProducts } from '../api/get-staff-products';
import type { Product } from '@shop/shared';
import { ProductDialog } from './product-dialog';
import { ProductImagesDialog } from './product-images-dialog';
import { ProductTable } from './product-table';

interface DialogState {
  kind: 'form' | 'images' | null;
  product?: Product;
  /** A fresh dialog (form values, errors) for every opening. */
  key: number;
}

function ProductList({
  onEdit,
  onImages,
}: {
  onEdit: (product: Product) => void;
  onImages: (product: Product) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useStaffProducts(debounced);
  const products = query.data?.pages.flatMap((page) => page.products);
  const searching = query.isFetching && !query.isFetchingNextPage;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search by name or description"
          placeholder="e.g. neem"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            searching && products ? (
              <Loader size={14} aria-label="Searching" />
            ) : search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
            ) : null
          }
          w={{ base: '100%', sm: 360 }}
          maxLength={100}
        />
        {products ? (
          <Text fz="sm" c="dimmed" aria-live="polite">
            {products.length === 1 ? '1 product' : `${products.length} products`}
            {query.hasNextPage ? ' shown' : ''}
          </Text>
        ) : null}
      </Group>

      {query.isError && !products ? (
        <RetryPanel error={query.error} onRetry={query.refetch} />
      ) : products && products.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title={debounced ? `No products match “${debounced}”` : 'No products yet'}
        />
      ) : (
        <Paper
          withBorder
          radius="lg"
          style={{ overflow: 'hidden' }}
          className={cardTableClasses.frame}
        >
          <ProductTable
            products={products}
            loading={query.isPending || query.isFetchingNextPage}
            onEdit={onEdit}
            onImages={onImages}
          />
        </Paper>
      )}

      {query.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            Load more products
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** `/product` for staff: the searchable product table, inline stock, add/edit and images. */
export function ProductAdmin() {
  const [dialog, setDialog] = useState<DialogState>({ kind: null, key: 0 });

  const open = (kind: 'form' | 'images', product?: Product) =>
    setDialog((current) => ({ kind, product, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, kind: null }));

  return (
    <ScreenPage
      title={ADMIN_AREAS.product.title}
      size="xl"
      actions={<AddButton label="Add Product" onClick={() => open('form')} />}
      dialogs={
        <>
          <ProductDialog
            key={`form-${dialog.key}`}
            opened={dialog.kind === 'form'}
            product={dialog.product}
            onClose={close}
          />
          <ProductImagesDialog
            key={`images-${dialog.key}`}
            opened={dialog.kind === 'images'}
            product={dialog.product}
            onClose={close}
          />
        </>
      }
    >
      <ProductList
        onEdit={(product) => open('form', product)}
        onImages={(product) => open('images', product)}
      />
    </ScreenPage>
  );
}
