export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  range: (from: string, to: string, method?: string) =>
    ['admin-orders', 'range', { from, to, method }] as const,
  codToConfirm: ['admin-orders', 'cod-to-confirm'] as const,
  codReport: (from: string, to: string) => ['admin-orders', 'cod-report', { from, to }] as const,
  order: (id: number) => ['admin-orders', 'order', id] as const,
  seller: ['admin-orders', 'seller'] as const,
  toShip: ['admin-orders', 'to-ship'] as const,
  shippingSetup: ['admin-orders', 'shipping-setup'] as const,
  ledger: (id: number) => ['admin-orders', 'ledger', id] as const,
  failingMails: (id: number) => ['admin-orders', 'failing-mails', id] as const,
};
