import { Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconShoppingCartPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@shop/shared';
import { flashError } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import type { Product } from '../types';
import classes from './product-actions.module.css';

interface ProductActionsProps {
  product: Pick<Product, 'id' | 'name' | 'stock'>;
  /** Cards stack the buttons; the detail page sets them side by side. */
  layout?: 'stacked' | 'inline';
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Add to Cart and Buy now. Both need a login, so a visitor goes to the login screen and comes
 * back afterwards. The cart call itself arrives with the cart screen.
 */
export function ProductActions({ product, layout = 'inline', size = 'sm' }: ProductActionsProps) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const go = (to: string) => {
    if (!isLoggedIn) {
      navigate(paths.login, { state: { from: location } });
      return;
    }
    if (product.stock <= 0) {
      flashError(messages.home.outOfStock(product.name));
      return;
    }
    navigate(to);
  };

  const addToCart = (
    <Button
      size={size}
      fullWidth={layout === 'stacked'}
      leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      onClick={() => go(paths.cart)}
    >
      Add to Cart
    </Button>
  );
  const buyNow = (
    <Button
      size={size}
      variant="light"
      fullWidth={layout === 'stacked'}
      leftSection={<IconBolt size={16} aria-hidden />}
      onClick={() => go(paths.orderSummary(product.id))}
    >
      Buy now
    </Button>
  );

  return layout === 'stacked' ? (
    <Stack gap={6} className={classes.stacked}>
      {addToCart}
      {buyNow}
    </Stack>
  ) : (
    <Group gap="sm">
      {addToCart}
      {buyNow}
    </Group>
  );
}
