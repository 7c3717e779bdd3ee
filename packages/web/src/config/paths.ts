import { paths } from '@shop/shared';

export { paths };

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
const pathsWithoutSearch: readonly string[] = [
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
