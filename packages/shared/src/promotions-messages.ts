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
  // The product form's price with GST, from which the rate is worked out.
  priceWithGst: 'Price with GST ₹',
  priceWithGstHint: 'Type the price with GST to work out the rate',
  chooseCategoryForRate: 'Choose a category: its GST works out the rate.',
  priceWorkedOut: (rate: string, gst: string, price: string) =>
    `Rate ${rate} + GST ${gst} = ${price}`,
  priceNearest: (rate: string, gst: string, price: string) =>
    `GST is rounded to the paisa: the nearest price is rate ${rate} + GST ${gst} = ${price}`,
};
