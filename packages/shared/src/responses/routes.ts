import type { z } from 'zod';
import { adminOrderListResponse, adminOrderResponse } from './admin-orders';
import { accountExportResponse } from './account';
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
import { couponApplyResponse, couponListResponse, couponResponse } from './coupons';
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
  onlinePlacedSchema,
  codCheckResponse,
  codReportResponse,
} from './orders';
import {
  deliveryQuoteResponse,
  pincodeResponse,
  pinRuleListResponse,
  pinRuleResponse,
} from './pincodes';
import { paymentConfigResponse, sandboxApprovalResponse, sandboxDeclineResponse } from './payments';
import { ledgerResponse, refundResponse } from './refunds';
import { shipmentImportResponse, shipmentResponse, shippingSetupResponse } from './shipments';
import {
  auditListResponse,
  loginResponse,
  recoveryCodesResponse,
  sessionListResponse,
  twoFactorSetupResponse,
} from './security';
import { shopResponse } from './shop';
import { backupTakenResponse } from './operations';

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
  'POST /api/auth/login': loginResponse,
  'POST /api/auth/login/2fa': userResponse,
  'GET /api/auth/me': userResponse,
  'PUT /api/auth/me': userResponse,
  'POST /api/auth/change-password': messageResponse,
  'GET /api/auth/refresh': messageResponse,
  'POST /api/auth/logout': messageResponse,
  'POST /api/auth/forgot-password': messageResponse,
  'POST /api/auth/reset-password': messageResponse,
  'POST /api/auth/activate-account': messageResponse,
  'POST /api/auth/2fa/setup': twoFactorSetupResponse,
  'POST /api/auth/2fa/enable': recoveryCodesResponse,
  'POST /api/auth/2fa/disable': messageResponse,
  'GET /api/auth/sessions': sessionListResponse,
  'DELETE /api/auth/sessions/:id': messageResponse,
  'POST /api/auth/sessions/revoke-others': messageResponse,
  'GET /api/account/export': accountExportResponse,
  'DELETE /api/account': messageResponse,
  'GET /api/audit': auditListResponse,
  'POST /api/employee/:id/reset-2fa': messageResponse,

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
  // Promotions
  'GET /api/coupons': couponListResponse,
  'POST /api/coupons': couponResponse,
  'PUT /api/coupons/:id': couponResponse,
  'PATCH /api/coupons/:id/activate': couponResponse,
  'PATCH /api/coupons/:id/deactivate': couponResponse,
  'POST /api/coupons/apply': couponApplyResponse,

  'POST /api/orders/place-order': placeOrderResponse,
  'POST /api/orders/verify-payment': paymentOutcomeResponse,
  'POST /api/orders/:id/payment-failed': paymentOutcomeResponse,
  'POST /api/orders/:id/pay': onlinePlacedSchema,
  'POST /api/orders/cod-check': codCheckResponse,
  'POST /api/orders/:id/confirm-cod': orderResponse,
  'GET /api/orders/cod-to-confirm': adminOrderListResponse,
  'GET /api/orders/cod-report': codReportResponse,
  'POST /api/orders/cod-remitted': codReportResponse,
  'POST /api/orders/:id/cancel': orderResponse,
  'GET /api/orders/user/products': orderListResponse,
  'GET /api/orders/:id': orderResponse,
  'GET /api/orders/date-range': adminOrderListResponse,
  'GET /api/orders/:id/staff': adminOrderResponse,
  'POST /api/orders/:id/status': adminOrderResponse,
  'GET /api/orders/:id/invoice': invoiceResponse,
  'GET /api/orders/seller': sellerResponse,
  'POST /api/orders/:id/refunds': refundResponse,
  'GET /api/orders/:id/ledger': ledgerResponse,
  'POST /api/orders/:id/shipments': shipmentResponse,
  'POST /api/orders/shipments/import': shipmentImportResponse,
  'GET /api/orders/to-ship': adminOrderListResponse,
  'GET /api/orders/shipping-setup': shippingSetupResponse,
  'POST /api/shipments/shiprocket/webhook': messageResponse,

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

  'POST /api/internal/backup': backupTakenResponse,
} as const satisfies Record<string, z.ZodType>;

export type ApiRoute = keyof typeof apiResponses;
/** The body a route answers on success. */
export type ApiResponse<R extends ApiRoute> = z.infer<(typeof apiResponses)[R]>;
