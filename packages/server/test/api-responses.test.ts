import {
  addressListResponse,
  addressResponse,
  adminOrderListResponse,
  adminOrderResponse,
  cartItemResponse,
  cartResponse,
  categoryListResponse,
  categoryResponse,
  chargeAmountResponse,
  chargeChangedResponse,
  chargeListResponse,
  chargeResponse,
  dashboardResponse,
  deliveryStateChangedResponse,
  deliveryStateListResponse,
  deliveryStateResponse,
  employeeListResponse,
  employeeResponse,
  errorResponse,
  healthResponse,
  invoiceResponse,
  ledgerResponse,
  messageResponse,
  orderListResponse,
  orderResponse,
  paymentConfigResponse,
  paymentOutcomeResponse,
  onlinePlacedSchema,
  productListResponse,
  productResponse,
  staffProductListResponse,
  staffProductResponse,
  productSuggestResponse,
  readyResponse,
  refundResponse,
  sandboxApprovalResponse,
  sandboxDeclineResponse,
  sellerResponse,
  shopResponse,
  userResponse,
} from '@shop/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pngFile, postProductForm, productForm } from './product-upload';
import { sessionFor } from './accounts';
import { cookieHeader, loginRequest, TEST_PASSWORD } from './logins';
import { type InjectMethod, nextClientAddress } from './requests';
import { useSession, useTestApp } from './suite';
import { sampleAddress } from '@shop/shared/testing';
import { buyNow } from './checkout';
import { watchResponseShapes } from './response-shapes';

/**
 * The shop's main flows through the HTTP API, each answer parsed with its shared schema.
 * The schemas are strict, so a field a presenter adds without its schema fails here.
 */
describe('every answer matches its response schema', () => {
  const t = useTestApp();
  const staff = useSession(t, { is_admin: true, permissions: ['super_user'] });
  const shopper = useSession(t);

  /** Sends a call, checks its status and returns the body as the schema parses it. */
  async function call<S extends z.ZodType>(
    schema: S,
    method: InjectMethod,
    url: string,
    { cookie, payload, status = 200 }: { cookie?: string; payload?: object; status?: number } = {},
  ): Promise<z.infer<S>> {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: nextClientAddress(),
    });
    expect(res.statusCode, res.body).toBe(status);
    return schema.parse(res.json());
  }

  // One flow, step by step: later steps use what earlier ones created.
  let categoryId: number;
  let productId: number;
  let addressId: number;
  let paidOrderId: number;

  it('health and readiness', async () => {
    await call(healthResponse, 'GET', '/api/health');
    await call(readyResponse, 'GET', '/api/ready');
    await call(shopResponse, 'GET', '/api/shop');
  });

  it('the catalogue as staff build it and shoppers browse it', async () => {
    const { category } = await call(categoryResponse, 'POST', '/api/categories', {
      cookie: staff.cookie,
      payload: { name: 'Herbal drops', description: 'Extracts in drops', gst: 12 },
      status: 201,
    });
    categoryId = category.id;
    await call(categoryResponse, 'PUT', `/api/categories/${categoryId}`, {
      cookie: staff.cookie,
      payload: { name: 'Herbal drops', description: 'Plant extracts in drops', gst: 12 },
    });
    await call(categoryResponse, 'GET', `/api/categories/${categoryId}`);
    const { categories } = await call(categoryListResponse, 'GET', '/api/categories');
    expect(categories.map((c) => c.id)).toContain(categoryId);

    const created = await postProductForm(t.app, staff.cookie, productForm(categoryId), [
      await pngFile('tulsi.png'),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { product } = staffProductResponse.parse(created.json());
    productId = product.id;
    expect(product.product_images).toHaveLength(1);

    await call(staffProductResponse, 'PUT', `/api/products/${productId}`, {
      cookie: staff.cookie,
      payload: {
        name: 'Tulsi Drops 30 ml',
        description: 'Holy basil extract in drops.',
        user_manual: 'Take 5 drops in warm water twice a day.',
        rate: 199,
        category_id: categoryId,
        weight: 120,
      },
    });
    await call(staffProductResponse, 'PUT', `/api/products/${productId}/stock`, {
      cookie: staff.cookie,
      payload: { stock: 25 },
    });
    await call(staffProductListResponse, 'GET', '/api/products/staff?search=tulsi', {
      cookie: staff.cookie,
    });
    const { products } = await call(productListResponse, 'GET', '/api/products?search=tulsi');
    expect(products.map((p) => p.id)).toEqual([productId]);
    const missed = await call(productListResponse, 'GET', '/api/products?search=tulsee%20drops');
    expect(missed).toMatchObject({ products: [], did_you_mean: 'tulsi drops' });
    const suggested = await call(productSuggestResponse, 'GET', '/api/products/suggest?q=tuls');
    expect(suggested.products.map((p) => p.id)).toEqual([productId]);
    await call(productListResponse, 'GET', `/api/products?category_id=${categoryId}`);
    await call(productResponse, 'GET', `/api/products/${productId}`);
  });

  it('delivery states and charges as staff keep them and shoppers read them', async () => {
    const { delivery_state } = await call(
      deliveryStateResponse,
      'POST',
      '/api/delivery-states/create',
      {
        cookie: staff.cookie,
        payload: { name: 'Rajasthan', delivery_rate: 60, additional_rate: 20 },
        status: 201,
      },
    );
    await call(deliveryStateResponse, 'PUT', `/api/delivery-states/update/${delivery_state.id}`, {
      cookie: staff.cookie,
      payload: { name: 'Rajasthan', delivery_rate: 60, additional_rate: 25 },
    });
    for (const step of ['deactivate', 'activate'])
      await call(
        deliveryStateChangedResponse,
        'PATCH',
        `/api/delivery-states/${step}/${delivery_state.id}`,
        { cookie: staff.cookie },
      );
    await call(deliveryStateListResponse, 'GET', '/api/delivery-states/all', {
      cookie: staff.cookie,
    });
    const { delivery_states } = await call(
      deliveryStateListResponse,
      'GET',
      '/api/delivery-states/active',
      { cookie: shopper.cookie },
    );
    expect(delivery_states.map((s) => s.name)).toEqual(['Rajasthan']);

    const { charge } = await call(chargeResponse, 'POST', '/api/charges', {
      cookie: staff.cookie,
      payload: { type: 'Payment Gateway', amount: '2%', description: 'Gateway fee' },
      status: 201,
    });
    await call(chargeResponse, 'PUT', `/api/charges/${charge.id}`, {
      cookie: staff.cookie,
      payload: { id: charge.id, type: 'Payment Gateway', amount: '2%', description: 'Card fee' },
    });
    for (const step of ['deactivate', 'activate'])
      await call(chargeChangedResponse, 'PATCH', `/api/charges/${step}/${charge.id}`, {
        cookie: staff.cookie,
      });
    await call(chargeListResponse, 'GET', '/api/Charges', { cookie: staff.cookie });
    const { amount } = await call(
      chargeAmountResponse,
      'GET',
      '/api/charges/type/Payment%20Gateway',
      { cookie: shopper.cookie },
    );
    expect(amount).toBe('2%');

    const spare = await call(chargeResponse, 'POST', '/api/charges', {
      cookie: staff.cookie,
      payload: { type: 'Payment Gateway', amount: '25', description: 'Old flat fee' },
      status: 201,
    });
    await call(messageResponse, 'DELETE', `/api/charges/delete/${spare.charge.id}`, {
      cookie: staff.cookie,
    });
  });

  it('a shopper signs in, fills the cart and saves an address', async () => {
    await call(messageResponse, 'POST', '/api/auth/signup', {
      payload: {
        first_name: 'Meera',
        last_name: 'Iyer',
        email: 'meera@example.in',
        phone_number: '9812345678',
        password: TEST_PASSWORD,
      },
      status: 201,
    });
    await call(messageResponse, 'POST', '/api/auth/forgot-password', {
      payload: { email: 'meera@example.in' },
    });

    const login = await loginRequest(t.app, shopper.user.email);
    expect(login.statusCode, login.body).toBe(200);
    userResponse.parse(login.json());
    const session = cookieHeader(login);
    await call(userResponse, 'GET', '/api/auth/me', { cookie: session });
    await call(messageResponse, 'GET', '/api/auth/refresh', { cookie: session });
    await call(messageResponse, 'POST', '/api/auth/logout', { cookie: session });

    const own = await sessionFor(t);
    await call(userResponse, 'PUT', '/api/auth/me', {
      cookie: own.cookie,
      payload: { first_name: 'Meera', last_name: 'Iyer', phone_number: '+91 98765 43210' },
    });
    await call(messageResponse, 'POST', '/api/auth/change-password', {
      cookie: own.cookie,
      payload: { current_password: TEST_PASSWORD, new_password: 'saffron-milk-at-night' },
    });

    const added = await call(cartItemResponse, 'POST', '/api/cart/add', {
      cookie: shopper.cookie,
      payload: { product_id: productId, qty: 1 },
    });
    await call(cartItemResponse, 'PUT', `/api/cart/update/${added.cart_item.id}`, {
      cookie: shopper.cookie,
      payload: { qty: 2 },
    });
    const { cart } = await call(cartResponse, 'GET', '/api/cart', { cookie: shopper.cookie });
    expect(cart.map((line) => line.qty)).toEqual([2]);

    const address = sampleAddress();
    addressId = (
      await call(addressResponse, 'POST', '/api/address', {
        cookie: shopper.cookie,
        payload: address,
        status: 201,
      })
    ).address.id;
    await call(addressResponse, 'PUT', `/api/address/${addressId}`, {
      cookie: shopper.cookie,
      payload: { ...address, line_2: 'Opposite Jal Mahal' },
    });
    const spare = await call(addressResponse, 'POST', '/api/address', {
      cookie: shopper.cookie,
      payload: { ...address, name: 'Office' },
      status: 201,
    });
    await call(messageResponse, 'DELETE', `/api/address/${spare.address.id}`, {
      cookie: shopper.cookie,
    });
    const { addresses } = await call(addressListResponse, 'GET', '/api/address/user', {
      cookie: shopper.cookie,
    });
    expect(addresses.map((a) => a.id)).toEqual([addressId]);
  });

  it('the shopper pays for the cart in the sandbox and reads the order and its invoice', async () => {
    await call(paymentConfigResponse, 'GET', '/api/payments/config');
    const placed = await call(onlinePlacedSchema, 'POST', '/api/orders/place-order', {
      cookie: shopper.cookie,
      payload: { product_id: null, qty: 1, address_id: addressId },
      status: 201,
    });
    paidOrderId = placed.order_id;
    const approved = await call(sandboxApprovalResponse, 'POST', '/api/payments/sandbox/approve', {
      cookie: shopper.cookie,
      payload: { order_id: placed.razorpay_order_id },
    });
    await call(paymentOutcomeResponse, 'POST', '/api/orders/verify-payment', {
      cookie: shopper.cookie,
      payload: { order_id: placed.order_id, ...approved },
    });

    const { orders } = await call(orderListResponse, 'GET', '/api/orders/user/products', {
      cookie: shopper.cookie,
    });
    expect(orders.map((line) => line.order.id)).toEqual([paidOrderId]);
    const { order } = await call(orderResponse, 'GET', `/api/orders/${paidOrderId}`, {
      cookie: shopper.cookie,
    });
    expect(Math.round(order.total * 100)).toBe(placed.amount);
    const { invoice } = await call(invoiceResponse, 'GET', `/api/orders/${paidOrderId}/invoice`, {
      cookie: shopper.cookie,
    });
    expect(invoice.number).toBe(order.invoice_number);
  });

  it('a declined payment and a reported failure', async () => {
    const placed = await call(onlinePlacedSchema, 'POST', '/api/orders/place-order', {
      cookie: shopper.cookie,
      payload: buyNow(productId, 1, addressId),
      status: 201,
    });
    const declined = await call(sandboxDeclineResponse, 'POST', '/api/payments/sandbox/decline', {
      cookie: shopper.cookie,
      payload: { order_id: placed.razorpay_order_id },
    });
    await call(paymentOutcomeResponse, 'POST', `/api/orders/${placed.order_id}/payment-failed`, {
      cookie: shopper.cookie,
      payload: { razorpay_payment_id: declined.metadata.payment_id, reason: declined.reason },
    });
    await call(onlinePlacedSchema, 'POST', `/api/orders/${placed.order_id}/pay`, {
      cookie: shopper.cookie,
    });
    await call(orderResponse, 'POST', `/api/orders/${placed.order_id}/cancel`, {
      cookie: shopper.cookie,
    });
  });

  it('staff list, move on and refund the order, and read the dashboard', async () => {
    const indiaToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const { orders } = await call(
      adminOrderListResponse,
      'GET',
      `/api/orders/date-range?from=${indiaToday}&to=${indiaToday}`,
      { cookie: staff.cookie },
    );
    expect(orders.map((o) => o.id)).toContain(paidOrderId);
    await call(orderResponse, 'GET', `/api/orders/${paidOrderId}`, { cookie: staff.cookie });
    const { order } = await call(adminOrderResponse, 'POST', `/api/orders/${paidOrderId}/status`, {
      cookie: staff.cookie,
      payload: { status: 'Packed', note: 'Boxed' },
    });
    expect(order.order_statuses[0]?.changed_by).not.toBeNull();
    await call(sellerResponse, 'GET', '/api/orders/seller', { cookie: staff.cookie });

    await call(refundResponse, 'POST', `/api/orders/${paidOrderId}/refunds`, {
      cookie: staff.cookie,
      payload: { amount: 10, reason: 'One bottle arrived cracked' },
      status: 201,
    });
    await call(ledgerResponse, 'GET', `/api/orders/${paidOrderId}/ledger`, {
      cookie: staff.cookie,
    });
    const { credit_notes } = await call(
      invoiceResponse,
      'GET',
      `/api/orders/${paidOrderId}/invoice`,
      { cookie: staff.cookie },
    );
    expect(credit_notes).toHaveLength(1);

    const { dashboard } = await call(dashboardResponse, 'GET', '/api/dashboard?range=7d', {
      cookie: staff.cookie,
    });
    expect(dashboard.current?.orders).toBe(1);
    expect(dashboard.current?.refunds).toBe(10);
  });

  it('employees as hr keeps them', async () => {
    const fields = {
      first_name: 'Kiran',
      last_name: 'Rao',
      email: 'kiran@example.in',
      phone_number: '9988776655',
      permissions: ['product_manager'],
    };
    const { employee } = await call(employeeResponse, 'POST', '/api/employee/add', {
      cookie: staff.cookie,
      payload: { ...fields, password: TEST_PASSWORD },
      status: 201,
    });
    await call(employeeResponse, 'PUT', `/api/employee/edit/${employee.id}`, {
      cookie: staff.cookie,
      payload: { ...fields, permissions: ['product_manager', 'delivery_manager'] },
    });
    await call(messageResponse, 'PATCH', `/api/employee/reset-password/${employee.id}`, {
      cookie: staff.cookie,
      payload: { password: 'a-new-long-passphrase' },
    });
    for (const step of ['deactivate', 'activate'])
      await call(messageResponse, 'PATCH', `/api/employee/${step}/${employee.id}`, {
        cookie: staff.cookie,
      });
    const { employees } = await call(employeeListResponse, 'GET', '/api/employee/', {
      cookie: staff.cookie,
    });
    expect(employees.map((e) => e.email)).toContain('kiran@example.in');
  });

  it('failures answer { error }', async () => {
    await call(errorResponse, 'GET', '/api/cart', { status: 401 });
    await call(errorResponse, 'GET', '/api/Charges', { cookie: shopper.cookie, status: 403 });
    await call(errorResponse, 'GET', '/api/products/999999', { status: 404 });
    await call(errorResponse, 'POST', '/api/cart/add', {
      cookie: shopper.cookie,
      payload: { product_id: productId, qty: 1000 },
      status: 409,
    });
    await call(errorResponse, 'GET', '/api/no-such-call', { status: 404 });
  });
});

describe('the response check of the integration suite', () => {
  it('reports a field no schema names and a route without a schema', async () => {
    const app = Fastify();
    const mismatches = watchResponseShapes(app);
    app.get('/api/health', async () => ({ status: 'ok', uptime: 12 }));
    app.get('/api/unlisted', async () => ({ status: 'ok' }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/unlisted' });
    await app.close();
    expect(mismatches.map((m) => m.route)).toEqual(['GET /api/health', 'GET /api/unlisted']);
    expect(mismatches[0]?.problem).toMatch(/uptime/);
    expect(mismatches[1]?.problem).toBe('no response schema for this route');
  });
});
