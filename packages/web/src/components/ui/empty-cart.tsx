import { Button } from '@mantine/core';
import { IconShoppingBag, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { paths } from '../../config/paths';
import { StatusPanel } from './status-panel';

/** The cart and the cart's order summary, with nothing in the cart: back to the shop. */
export function EmptyCart() {
  return (
    <StatusPanel
      icon={<IconShoppingCart size={26} aria-hidden />}
      title={messages.cart.emptyCart}
      action={
        <Button component={Link} to={paths.home} leftSection={<IconShoppingBag size={18} />}>
          Continue shopping
        </Button>
      }
    />
  );
}
