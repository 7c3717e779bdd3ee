import { useState } from 'react';
import { IconBolt, IconShoppingCartPlus } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@shop/shared';
import { Button } from '../../../components/base/button';
import base from '../../../components/base/layout.module.css';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useAddToCart } from '../../../api/add-to-cart';
import { cartAddFailure, rememberCartAdd } from '../../../api/pending-cart-add';
import { useShop } from '../../../api/get-shop';
import { quantityLimit } from '../../../components/shop/quantity-limit';
import { ProductQuantity, QuantityReason } from './product-quantity';
import type { Product } from '@shop/shared';
import classes from './product-actions.module.css';

interface ProductActionsProps {
  product: Pick<Product, 'id' | 'name' | 'stock'>;
  /** A card offers Add to Cart alone; the detail page adds Buy now beside it. */
  layout?: 'card' | 'inline';
  size?: 'xs' | 'sm' | 'md';
}

/**
 * Add to Cart and Buy now. Both need a login, so a visitor goes to the login screen and comes
 * back afterwards. Add to Cart puts one unit in the cart; Buy now opens the order summary.
 * A product without stock offers neither: the buttons are disabled and say so.
 */
export function ProductActions({ product, layout = 'inline', size = 'sm' }: ProductActionsProps) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  const soldOut = product.stock <= 0;
  // The detail page chooses how many; a card adds one.
  const [qty, setQty] = useState(1);
  const limit = quantityLimit(product.stock, useShop().data?.max_line_quantity);
  const chosen = layout === 'inline' ? Math.min(qty, Math.max(limit.max, 1)) : 1;

  const needsLogin = () => {
    if (isLoggedIn) return false;
    navigate(paths.login, { state: { from: location } });
    return true;
  };

  const addToCart = () => {
    // A busy button stays enabled (a disabled one would drop keyboard focus), so ignore repeats.
    if (add.isPending) return;
    // A visitor's choice is kept and added once they have logged in.
    if (!isLoggedIn) rememberCartAdd(product, chosen);
    if (needsLogin()) return;
    add.mutate(
      { product_id: product.id, qty: chosen },
      {
        onSuccess: () =>
          flashSuccess(messages.home.addedToCart(product.name), { kind: 'cart add' }),
        onError: (error) => flashError(cartAddFailure(error, product.name), { kind: 'cart add' }),
      },
    );
  };

  const buyNow = () => {
    if (needsLogin()) return;
    navigate(paths.orderSummary(product.id));
  };

  const addButton = (
    <Button
      size={size}
      fullWidth={layout === 'card'}
      className={classes.add}
      disabled={soldOut}
      leftSection={
        add.isPending ? (
          <span className={base.spinner} aria-hidden />
        ) : (
          <IconShoppingCartPlus size={16} aria-hidden />
        )
      }
      aria-busy={add.isPending || undefined}
      onClick={addToCart}
    >
      {soldOut ? messages.labels.outOfStock : messages.labels.addToCart}
    </Button>
  );

  if (layout === 'card') return <div className={classes.card}>{addButton}</div>;
  // The quantity sits on the row of the buttons, so Add to Cart stays where it was on a phone.
  return (
    <div>
      <div className={classes.inline}>
        {soldOut ? null : (
          <ProductQuantity name={product.name} value={chosen} onChange={setQty} max={limit.max} />
        )}
        {addButton}
        <Button
          size={size}
          variant="light"
          disabled={soldOut}
          leftSection={<IconBolt size={16} aria-hidden />}
          onClick={buyNow}
        >
          {messages.labels.buyNow}
        </Button>
      </div>
      {!soldOut && chosen >= limit.max ? <QuantityReason reason={limit.reason} /> : null}
    </div>
  );
}
