import { Grid, Group, Skeleton, Stack } from '@mantine/core';
import type { CartItem } from '@shop/shared';
import { ScreenPage } from '../../../components/ui/screen-page';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { QueryList } from '../../../components/ui/query-list';
import { EmptyCart } from '../../../components/ui/empty-cart';
import { useCart } from '../../../api/get-cart';
import { CartLine } from './cart-line';
import { CartTotal } from './cart-total';

function CartSkeleton() {
  return (
    <CardListSkeleton label="Loading cart" rows={3} gap="sm">
      <Group wrap="nowrap" align="flex-start">
        <Skeleton w={80} h={80} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={14} w="40%" />
          <Skeleton h={32} w="50%" />
        </Stack>
      </Group>
    </CardListSkeleton>
  );
}

/** The cart's lines beside its total. */
function CartContents({ items }: { items: CartItem[] }) {
  return (
    <Grid gutter={{ base: 'md', md: 'xl' }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Cart items">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CartTotal items={items} />
      </Grid.Col>
    </Grid>
  );
}

/** `/cart`: the lines, their quantities, the subtotal and the way on to the summary. */
export function CartPage() {
  const cart = useCart();
  return (
    <ScreenPage title="Cart">
      <QueryList query={cart} skeleton={<CartSkeleton />} empty={<EmptyCart />}>
        {(items) => <CartContents items={items} />}
      </QueryList>
    </ScreenPage>
  );
}
