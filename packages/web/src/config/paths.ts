/** Every route of spec §2, and builders for the ones that take a parameter. */
export const paths = {
  home: '/',
  products: '/products',
  product: (id: number | string) => `/product/${id}`,
  productPattern: '/product/:id',
  productManagement: '/product',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  activateAccount: '/activate-account',
  cart: '/cart',
  orderSummary: (id: number | string | 'cart') => `/order-summary/${id}`,
  orderSummaryPattern: '/order-summary/:id',
  success: '/success',
  account: '/account',
  address: '/address',
  category: '/category',
  delivery: '/delivery',
  charge: '/charge',
  orders: '/orders',
  order: (id: number | string) => `/orders/${id}`,
  orderPattern: '/orders/:id',
  employee: '/employee',
  policy: '/policy',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  shippingPolicy: '/shipping-policy',
  termsOfService: '/terms-of-service',
  aboutUs: '/about-us',
} as const;

/** The listing, optionally filtered; used by the search box and the category chips. */
export function homeHref(
  filters: { search?: string; categoryId?: number | string } = {},
  base: string = paths.home,
): string {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.categoryId !== undefined && filters.categoryId !== '') {
    params.set('category_id', String(filters.categoryId));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Pages where a product search would be out of place (forms, legal text, checkout). */
export const pathsWithoutSearch: readonly string[] = [
  paths.login,
  paths.signUp,
  paths.forgotPassword,
  paths.resetPassword,
  paths.activateAccount,
  paths.policy,
  paths.privacyPolicy,
  paths.refundPolicy,
  paths.shippingPolicy,
  paths.termsOfService,
  paths.aboutUs,
  paths.success,
];

export function showsSearch(pathname: string): boolean {
  return !pathsWithoutSearch.includes(pathname) && !pathname.startsWith('/order-summary/');
}
