import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import type { AdminArea } from '@shop/shared';
import { paths } from '../config/paths';
import { HomePage } from '../features/products/components/home-page';
import { ProductPage } from '../features/products/components/product-page';
import { AdminOr, RequireArea, RequireLogin } from './routes/guards';
import { NotFoundRoute } from './routes/not-found';
import { onDemand } from './routes/on-demand';
import { PageLoader } from './routes/page-loader';
import { RouteError } from './routes/route-error';

const LoginPage = onDemand(() => import('../features/auth/components/login-page'), 'LoginPage');
const SignUpPage = onDemand(() => import('../features/auth/components/sign-up-page'), 'SignUpPage');
const ForgotPasswordPage = onDemand(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = onDemand(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const ActivateAccountPage = onDemand(
  () => import('../features/auth/components/activate-account-page'),
  'ActivateAccountPage',
);
const AccountPage = onDemand(
  () => import('../features/auth/components/account-page'),
  'AccountPage',
);

const ActivityPage = onDemand(
  () => import('../features/activity/components/activity-page'),
  'ActivityPage',
);

const CartPage = onDemand(() => import('../features/cart/components/cart-page'), 'CartPage');
const AddressPage = onDemand(
  () => import('../features/address/components/address-page'),
  'AddressPage',
);
const OrderSummaryPage = onDemand(
  () => import('../features/checkout/components/order-summary-page'),
  'OrderSummaryPage',
);
const ConfirmOrderPage = onDemand(
  () => import('../features/orders/components/confirm-order-page'),
  'ConfirmOrderPage',
);
const OrderDetailPage = onDemand(
  () => import('../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);
const OrdersPage = onDemand(
  () => import('../features/orders/components/orders-page'),
  'OrdersPage',
);
const SuccessPage = onDemand(
  () => import('../features/orders/components/success-page'),
  'SuccessPage',
);

const ContactPage = onDemand(
  () => import('../features/policies/components/contact-page'),
  'ContactPage',
);
const AboutUsPage = onDemand(
  () => import('../features/policies/components/about-us-page'),
  'AboutUsPage',
);
const PrivacyPolicyPage = onDemand(
  () => import('../features/policies/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const PurchasePolicyPage = onDemand(
  () => import('../features/policies/components/purchase-policy-page'),
  'PurchasePolicyPage',
);
const RefundPolicyPage = onDemand(
  () => import('../features/policies/components/refund-policy-page'),
  'RefundPolicyPage',
);
const ShippingPolicyPage = onDemand(
  () => import('../features/policies/components/shipping-policy-page'),
  'ShippingPolicyPage',
);
const TermsOfServicePage = onDemand(
  () => import('../features/policies/components/terms-of-service-page'),
  'TermsOfServicePage',
);

const AdminHome = onDemand(() => import('./routes/admin/admin-home'), 'default');
const ProductManagement = onDemand(() => import('./routes/admin/product-management'), 'default');
const AdminOrders = onDemand(() => import('./routes/admin/admin-orders'), 'default');
const CategoryAdmin = onDemand(() => import('./routes/admin/category'), 'default');
const DeliveryAdmin = onDemand(() => import('./routes/admin/delivery'), 'default');
const ChargeAdmin = onDemand(() => import('./routes/admin/charge'), 'default');
const PromotionsAdmin = onDemand(() => import('./routes/admin/promotions'), 'default');
const EmployeeAdmin = onDemand(() => import('./routes/admin/employee'), 'default');

const loggedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>;
const staffArea = (area: AdminArea, screen: ReactNode) => (
  <RequireArea area={area}>{screen}</RequireArea>
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // One boundary for every screen loaded on demand; the layout stays on screen meanwhile.
        element: (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        ),
        children: [
          {
            path: paths.home,
            element: <AdminOr admin={<AdminHome />} other={<HomePage />} />,
          },
          { path: paths.products, element: <HomePage /> },
          { path: paths.productPattern, element: <ProductPage /> },
          {
            path: paths.productManagement,
            element: (
              <AdminOr admin={staffArea('product', <ProductManagement />)} other={<HomePage />} />
            ),
          },

          { path: paths.login, element: <LoginPage /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.activateAccount, element: <ActivateAccountPage /> },

          { path: paths.cart, element: loggedIn(<CartPage />) },
          { path: paths.orderSummaryPattern, element: loggedIn(<OrderSummaryPage />) },
          { path: paths.success, element: loggedIn(<SuccessPage />) },
          { path: paths.account, element: loggedIn(<AccountPage />) },
          { path: paths.address, element: loggedIn(<AddressPage />) },
          {
            path: paths.orders,
            element: loggedIn(
              <AdminOr admin={staffArea('orders', <AdminOrders />)} other={<OrdersPage />} />,
            ),
          },
          { path: paths.orderPattern, element: loggedIn(<OrderDetailPage />) },
          // The mailed link confirms without a session: the token is the proof.
          { path: paths.orderConfirmPattern, element: <ConfirmOrderPage /> },

          // Staff areas open by the shared area table; the server checks the same table.
          { path: paths.category, element: staffArea('category', <CategoryAdmin />) },
          { path: paths.delivery, element: staffArea('delivery', <DeliveryAdmin />) },
          { path: paths.charge, element: staffArea('charge', <ChargeAdmin />) },
          { path: paths.promotions, element: staffArea('promotions', <PromotionsAdmin />) },
          { path: paths.employee, element: staffArea('employee', <EmployeeAdmin />) },
          { path: paths.activity, element: staffArea('activity', <ActivityPage />) },

          { path: paths.policy, element: <PurchasePolicyPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.refundPolicy, element: <RefundPolicyPage /> },
          { path: paths.shippingPolicy, element: <ShippingPolicyPage /> },
          { path: paths.termsOfService, element: <TermsOfServicePage /> },
          { path: paths.aboutUs, element: <AboutUsPage /> },
          { path: paths.contact, element: <ContactPage /> },

          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
