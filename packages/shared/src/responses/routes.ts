import type { z } from 'zod';
import { adminOrderListResponse, adminOrderResponse } from './admin-orders';
import { userResponse } from './auth';
import { cartItemResponse, cartResponse } from './cart';
import {
  categoryListResponse,
  categoryResponse,
  productListResponse,
  productResponse,
  staffProductListResponse,
  staffProductResponse,
  productSuggestResponse,
} from './catalogue';
import {
  chargeAmountResponse,
  chargeChangedResponse,
  chargeListResponse,
  chargeResponse,
} from './charges';
import { addressListResponse, addressResponse } from './address';
import { messageResponse } from './common';
import { dashboardResponse } from './dashboard';
import {
  deliveryStateChangedResponse,
  deliveryStateListResponse,
  deliveryStateResponse,
} from './delivery-states';
import { employeeListResponse, employeeResponse } from './employee';
import { healthResponse, readyResponse } from './health';
import { invoiceResponse, sellerResponse } from './invoices';
import {
  orderListResponse,
  orderResponse,
  paymentOutcomeResponse,
  placeOrderResponse,
} from './orders';
import {
  deliveryQuoteResponse,
  pincodeResponse,
  pinRuleListResponse,
  pinRuleResponse,
} from './pincodes';
import { paymentConfigResponse, sandboxApprovalResponse, sandboxDeclineResponse } from './payments';
import { ledgerResponse, refundResponse } from './refunds';
import { shopResponse } from './shop';

/**
 * The body of every successful JSON answer, by method and route as the server registers it
 * (`:id` for a path parameter). Failures answer `errorResponse` whatever the route. Calls
 * answering a file (invoice and credit-note PDFs, the GST summary CSV, the sandbox checkout
 * script) are not listed.
 */
export const apiResponses = {
  'GET /api/health': healthResponse,
  'GET /api/ready': readyResponse,
  'GET /api/shop': shopResponse,

  'POST /api/auth/signup': messageResponse,
  'POST /api/auth/login': userResponse,
  'GET /api/auth/me': userResponse,
  'PUT /api/auth/me': userResponse,
  'POST /api/auth/change-password': messageResponse,
  'GET /api/auth/refresh': messageResponse,
  'POST /api/auth/logout': messageResponse,
  'POST /api/auth/forgot-password': messageResponse,
  'POST /api/auth/reset-password': messageResponse,
  'POST /api/auth/activate-account': messageResponse,

  'GET /api/categories': categoryListResponse,
  'GET /api/categories/:id': categoryResponse,
  'POST /api/categories': categoryResponse,
  'PUT /api/categories/:id': categoryResponse,

  'GET /api/products': productListResponse,
  'GET /api/products/staff': staffProductListResponse,
  'GET /api/products/suggest': productSuggestResponse,
  'GET /api/products/popular': productListResponse,
  'GET /api/products/:id': productResponse,
  'POST /api/products/create-product': staffProductResponse,
  'PUT /api/products/:id': staffProductResponse,
  'PUT /api/products/:id/stock': staffProductResponse,
  'POST /api/products/:id/images': staffProductResponse,
  'DELETE /api/products/:id/images/:imageId': staffProductResponse,
  'PUT /api/products/:id/images/:imageId/cover': staffProductResponse,

  'GET /api/cart': cartResponse,
  'POST /api/cart/add': cartItemResponse,
  'PUT /api/cart/update/:id': cartItemResponse,
  'DELETE /api/cart/:id': messageResponse,

  'GET /api/address/user': addressListResponse,
  'POST /api/address': addressResponse,
  'PUT /api/address/:id': addressResponse,
  'DELETE /api/address/:id': messageResponse,

  'GET /api/delivery-states/active': deliveryStateListResponse,
  'GET /api/delivery-states/all': deliveryStateListResponse,
  'POST /api/delivery-states/create': deliveryStateResponse,
  'PUT /api/delivery-states/update/:id': deliveryStateResponse,
  'PATCH /api/delivery-states/activate/:id': deliveryStateChangedResponse,
  'PATCH /api/delivery-states/deactivate/:id': deliveryStateChangedResponse,
  'DELETE /api/delivery-states/delete/:id': messageResponse,
  'GET /api/delivery-states/pin-rules': pinRuleListResponse,
  'POST /api/delivery-states/pin-rules': pinRuleResponse,
  'DELETE /api/delivery-states/pin-rules/:id': pinRuleResponse,

  'GET /api/pincodes/:pin': pincodeResponse,
  'GET /api/delivery/quote': deliveryQuoteResponse,

  'GET /api/charges/type/:type': chargeAmountResponse,
  'GET /api/charges': chargeListResponse,
  'POST /api/charges': chargeResponse,
  'PUT /api/charges/:id': chargeResponse,
  'PATCH /api/charges/activate/:id': chargeChangedResponse,
  'PATCH /api/charges/deactivate/:id': chargeChangedResponse,
  'DELETE /api/charges/delete/:id': messageResponse,

  'POST /api/orders/place-order': placeOrderResponse,
  'POST /api/orders/verify-payment': paymentOutcomeResponse,
  'POST /api/orders/:id/payment-failed': paymentOutcomeResponse,
  'POST /api/orders/:id/pay': placeOrderResponse,
  'POST /api/orders/:id/cancel': orderResponse,
  'GET /api/orders/user/products': orderListResponse,
  'GET /api/orders/:id': orderResponse,
  'GET /api/orders/date-range': adminOrderListResponse,
  'POST /api/orders/:id/status': adminOrderResponse,
  'GET /api/orders/:id/invoice': invoiceResponse,
  'GET /api/orders/seller': sellerResponse,
  'POST /api/orders/:id/refunds': refundResponse,
  'GET /api/orders/:id/ledger': ledgerResponse,

  'GET /api/employee': employeeListResponse,
  'POST /api/employee/add': employeeResponse,
  'PUT /api/employee/edit/:id': employeeResponse,
  'PATCH /api/employee/reset-password/:id': messageResponse,
  'PATCH /api/employee/activate/:id': messageResponse,
  'PATCH /api/employee/deactivate/:id': messageResponse,

  'GET /api/dashboard': dashboardResponse,

  'GET /api/payments/config': paymentConfigResponse,
  'POST /api/payments/razorpay/webhook': messageResponse,
  'POST /api/payments/sandbox/approve': sandboxApprovalResponse,
  'POST /api/payments/sandbox/decline': sandboxDeclineResponse,
} as const satisfies Record<string, z.ZodType>;

export type ApiRoute = keyof typeof apiResponses;
/** The body a route answers on success. */
export type ApiResponse<R extends ApiRoute> = z.infer<(typeof apiResponses)[R]>;
