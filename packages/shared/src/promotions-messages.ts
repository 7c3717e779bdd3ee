// Texts of the staff Promotions screen, apart from `messages` so that the storefront's first
// load does not carry them.
export const promotionsMessages = {
  addCoupon: 'Add Coupon',
  editCoupon: 'Edit Coupon',
  saveChanges: 'Save Changes',
  close: 'Close',
  couponAdded: 'Coupon added.',
  couponUpdated: 'Coupon updated.',
  categories: 'Categories',
  categoriesHint:
    'The discount applies to products of the ticked categories; none ticked: every category.',
  categoriesLoading: 'Loading categories…',
  editRow: (code: string) => `coupon ${code}`,
};
