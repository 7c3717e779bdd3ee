// Staff texts of cash on delivery (the Orders screens), apart from `messages` so that the
// storefront's first load does not carry them.
export const codStaffMessages = {
  paymentMethod: 'Payment',
  methodOnline: 'Online',
  methodCod: 'COD',
  allMethods: 'All payments',
  toConfirmHeading: 'COD to confirm',
  toConfirmEmpty: 'No cash on delivery orders wait for confirmation.',
  confirm: 'Confirm',
  confirmedFlash: (id: number) => `Order #${id} confirmed.`,
  reportHeading: 'COD report',
  reportEmpty: 'No cash on delivery orders were delivered in these dates.',
  deliveredOn: 'Delivered',
  toCollect: 'Cash to bring',
  remitted: 'remitted',
  notRemitted: 'not remitted',
  markRemitted: 'Mark remitted',
  remittedFlash: (count: number) =>
    count === 1 ? '1 order marked remitted.' : `${count} orders marked remitted.`,
  chooseOrders: 'Choose at least one delivered cash on delivery order.',
  notDeliveredCod: (id: number) => `Order #${id} is not a delivered cash on delivery order.`,
  collectOnSlip: (amount: string) => `COD: collect ${amount}`,
  totalToCollect: 'Total',
} as const;
