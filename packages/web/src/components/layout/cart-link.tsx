import { IconShoppingCart } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useCart } from '../../api/get-cart';
import { cartCount } from '../../utils/cart-price';
import { ButtonLink } from '../base/button';
import classes from './cart-link.module.css';

/** The cart needs a login, so a visitor is taken to sign in first. */
export function CartLink() {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const count = isLoggedIn ? cartCount(cart.data) : 0;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';

  return (
    <span className={classes.root}>
      <ButtonLink
        to={isLoggedIn ? paths.cart : paths.login}
        variant="subtle"
        tone="dark"
        round
        aria-label={label}
        title="Cart"
      >
        <IconShoppingCart size={22} aria-hidden />
      </ButtonLink>
      {count > 0 ? (
        <span className={classes.count} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
