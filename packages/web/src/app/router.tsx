import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { HomePage } from '../features/products/components/home-page';
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

          { path: paths.login, element: <ComingSoon title="Login" /> },
          { path: paths.signUp, element: <ComingSoon title="Register" /> },
          { path: paths.forgotPassword, element: <ComingSoon title="Forgot Password" /> },
          { path: paths.resetPassword, element: <ComingSoon title="Reset Password" /> },
          { path: paths.activateAccount, element: <ComingSoon title="Activate Account" /> },

          { path: paths.cart, element: loggedIn(<ComingSoon title="Cart" />) },
          {
            path: paths.orderSummaryPattern,
            element: loggedIn(<ComingSoon title="Order Summary" />),
          },
          { path: paths.success, element: loggedIn(<ComingSoon title="Order Placed" />) },
          { path: paths.account, element: loggedIn(<ComingSoon title="Account" />) },
          { path: paths.address, element: loggedIn(<ComingSoon title="Addresses" />) },
          {
            path: paths.orders,
            element: loggedIn(
              <AdminOr
                admin={loadOnDemand(<AdminOrders />)}
                other={<ComingSoon title="My Orders" />}
              />,
            ),
          },
          { path: paths.orderPattern, element: loggedIn(<ComingSoon title="Order Details" />) },

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
