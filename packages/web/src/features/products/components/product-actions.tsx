import { Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconShoppingCartPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAddToCart } from '../../../api/add-to-cart';
import type { Product } from '@shop/shared';
import classes from './product-actions.module.css';

interface ProductActionsProps {
  product: Pick<Product, 'id' | 'name' | 'stock'>;
  /** Cards stack the buttons; the detail page sets them side by side. */
  layout?: 'stacked' | 'inline';
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Add to Cart and Buy now. Both need a login, so a visitor goes to the login screen and comes
 * back afterwards. Add to Cart puts one unit in the cart; Buy now opens the order summary.
 */
export function ProductActions({ product, layout = 'inline', size = 'sm' }: ProductActionsProps) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();

  const needsLogin = () => {
    if (isLoggedIn) return false;
    navigate(paths.login, { state: { from: location } });
    return true;
  };

  const addToCart = () => {
    if (needsLogin()) return;
    if (product.stock <= 0) {
      flashError(messages.home.outOfStock(product.name));
      return;
    }
    add.mutate(
      { product_id: product.id, qty: 1 },
      {
        onSuccess: () => flashSuccess(messages.home.addedToCart(product.name)),
        onError: (error) =>
          flashError(
            error instanceof ApiError && error.status === 409
              ? messages.home.outOfStock(product.name)
              : errorText(error, messages.errors.generic),
          ),
      },
    );
  };

  const buyNow = () => {
    if (needsLogin()) return;
    if (product.stock <= 0) {
      flashError(messages.home.outOfStock(product.name));
      return;
    }
    navigate(paths.orderSummary(product.id));
  };

  const addButton = (
    <Button
      size={size}
      fullWidth={layout === 'stacked'}
      leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      loading={add.isPending}
      onClick={addToCart}
    >
      {messages.labels.addToCart}
    </Button>
  );
  const buyButton = (
    <Button
      size={size}
      variant="light"
      fullWidth={layout === 'stacked'}
      leftSection={<IconBolt size={16} aria-hidden />}
      onClick={buyNow}
    >
      {messages.labels.buyNow}
    </Button>
  );

  return layout === 'stacked' ? (
    <Stack gap={6} className={classes.stacked}>
      {addButton}
      {buyButton}
    </Stack>
  ) : (
    <Group gap="sm">
      {addButton}
      {buyButton}
    </Group>
  );
}
