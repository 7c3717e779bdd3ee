import {
  cartAddBody,
  cartUpdateBody,
  idParam,
  messages,
  type CartItemResponse,
  type CartResponse,
  type MessageResponse,
} from '@shop/shared';
import { parse } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/module-routes';
import { presentCartItem } from './present';
import { listCartItems } from './repo';
import * as cart from './service';

export const cartRoutes = guardedRoutes(requireUser, async (app, db) => {
  const maxLineQuantity = app.config.MAX_LINE_QUANTITY;

  app.get('/', async (request): Promise<CartResponse> => ({
    cart: (await listCartItems(db, currentUser(request).id)).map(presentCartItem),
  }));

  app.post('/add', async (request): Promise<CartItemResponse> => {
    const { product_id, qty } = parse(cartAddBody, request.body);
    const item = await cart.add(db, currentUser(request).id, product_id, qty, maxLineQuantity);
    return {
      message: messages.home.addedToCart(item.product.name),
      cart_item: presentCartItem(item),
    };
  });

  app.put('/update/:id', async (request): Promise<CartItemResponse> => {
    const { id } = parse(idParam, request.params);
    const { qty } = parse(cartUpdateBody, request.body);
    const item = await cart.setQty(db, currentUser(request).id, id, qty, maxLineQuantity);
    return { message: messages.cart.updated, cart_item: presentCartItem(item) };
  });

  app.delete('/:id', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await cart.remove(db, currentUser(request).id, id);
    return { message: messages.cart.removed };
  });
});
