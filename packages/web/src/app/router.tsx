import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { AccountPage } from '../features/auth/components/account-page';
import { ActivateAccountPage } from '../features/auth/components/activate-account-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { HomePage } from '../features/products/components/home-page';
import { CartPage } from '../features/cart/components/cart-page';
import { AddressPage } from '../features/address/components/address-page';
import { OrderSummaryPage } from '../features/checkout/components/order-summary-page';
import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { SuccessPage } from '../features/orders/components/success-page';
import { ProductPage } from '../features/products/components/product-page';
import { AboutUsPage } from '../features/policies/components/about-us-page';
import { PrivacyPolicyPage } from '../features/policies/components/privacy-policy-page';
import { PurchasePolicyPage } from '../features/policies/components/purchase-policy-page';
import { RefundPolicyPage } from '../features/policies/components/refund-policy-page';
import { ShippingPolicyPage } from '../features/policies/components/shipping-policy-page';
import { TermsOfServicePage } from '../features/policies/components/terms-of-service-page';
import { AdminOr, RequireLogin } from './routes/guards';
import { NotFoundRoute } from './routes/not-found';
import { PageLoader } from './routes/page-loader';
import { RouteError } from './routes/route-error';

// Staff screens are loaded on demand so shoppers never download them.
const AdminHome = lazy(() => import('./routes/admin/admin-home'));
const ProductManagement = lazy(() => import('./routes/admin/product-management'));
const AdminOrders = lazy(() => import('./routes/admin/admin-orders'));
const CategoryAdmin = lazy(() => import('./routes/admin/category'));
const DeliveryAdmin = lazy(() => import('./routes/admin/delivery'));
const ChargeAdmin = lazy(() => import('./routes/admin/charge'));
const EmployeeAdmin = lazy(() => import('./routes/admin/employee'));

const loadOnDemand = (screen: ReactNode) => <Suspense fallback={<PageLoader />}>{screen}</Suspense>;
const loggedIn = (screen: ReactNode) => <RequireLogin>{screen}</RequireLogin>;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home,
            element: <AdminOr admin={loadOnDemand(<AdminHome />)} other={<HomePage />} />,
          },
          { path: paths.products, element: <HomePage /> },
          { path: paths.productPattern, element: <ProductPage /> },
          {
            path: paths.productManagement,
            element: <AdminOr admin={loadOnDemand(<ProductManagement />)} other={<HomePage />} />,
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
              <AdminOr admin={loadOnDemand(<AdminOrders />)} other={<OrdersPage />} />,
            ),
          },
          { path: paths.orderPattern, element: loggedIn(<OrderDetailPage />) },

          // The route table asks only for a login here; the server enforces permissions (spec §6).
          { path: paths.category, element: loggedIn(loadOnDemand(<CategoryAdmin />)) },
          { path: paths.delivery, element: loggedIn(loadOnDemand(<DeliveryAdmin />)) },
          { path: paths.charge, element: loggedIn(loadOnDemand(<ChargeAdmin />)) },
          { path: paths.employee, element: loggedIn(loadOnDemand(<EmployeeAdmin />)) },

          { path: paths.policy, element: <PurchasePolicyPage /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.refundPolicy, element: <RefundPolicyPage /> },
          { path: paths.shippingPolicy, element: <ShippingPolicyPage /> },
          { path: paths.termsOfService, element: <TermsOfServicePage /> },
          { path: paths.aboutUs, element: <AboutUsPage /> },

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
