/**
 * What other modules read of invoices: an order's invoice, and the invoices of a period.
 * Other modules read this module's tables only through here; the rest of `repo.ts` is its own.
 */
export { findInvoiceByOrder, listInvoicesIssued } from './repo';
