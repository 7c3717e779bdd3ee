import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useCart } from '../../api/get-cart';
import { cartCount } from '../../utils/cart-price';

/** The cart needs a login, so a visitor is taken to sign in first (spec §2). */
export function CartLink() {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const count = isLoggedIn ? cartCount(cart.data) : 0;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';

  return (
    <Tooltip label="Cart" openDelay={400}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        offset={4}
        disabled={count === 0}
        color="herbal"
        withBorder
      >
        <ActionIcon
          component={Link}
          to={isLoggedIn ? paths.cart : paths.login}
          variant="subtle"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={label}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
