import {
  codMessages,
  DELIVERY_SAC,
  DELIVERY_TAX_PERCENT,
  GATEWAY_FEE_SAC,
  GATEWAY_FEE_TAX_PERCENT,
} from '@shop/shared';
import type { StoredInvoiceLine, StoredTaxLine } from '../../db/schema';
import { splitTax, taxIncluded, type Supply } from './tax-split';

/** One ordered product with the figures the order recorded for it, in paise. */
export type OrderedItem = {
  product_id: number;
  description: string;
  hsn_code: string;
  qty: number;
  /** rate × qty, before GST */
  amount_paise: number;
  /** unit GST × qty, before any discount */
  gst_paise: number;
  gst_rate: number;
  /** The line's share of a coupon discount: its taxable part and its tax part (0 without one). */
  discount_paise?: number;
  discount_gst_paise?: number;
};

export type InvoiceCharges = {
  delivery_charge_paise: number;
  payment_gateway_charge_paise: number;
  /** A cash on delivery order's fee stands in the gateway fee's place, under its own name. */
  payment_method?: 'online' | 'cod';
};

export type InvoiceTotals = {
  taxable_value_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};

const DELIVERY_DESCRIPTION = 'Delivery charge';
const GATEWAY_FEE_DESCRIPTION = 'Payment gateway fee';

function line(
  fields: Omit<StoredInvoiceLine, 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise'>,
  taxPaise: number,
  supply: Supply,
): StoredInvoiceLine {
  const { cgst, sgst, igst } = splitTax(taxPaise, supply);
  return {
    ...fields,
    cgst_paise: cgst,
    sgst_paise: sgst,
    igst_paise: igst,
    total_paise: fields.taxable_value_paise + taxPaise,
  };
}

/** A charge whose tax is inside the amount charged, as a line of one (docs/decisions/016). */
function chargeLine(
  kind: 'delivery' | 'payment_gateway',
  description: string,
  hsn: string,
  grossPaise: number,
  rate: number,
  supply: Supply,
) {
  const { taxable, tax } = taxIncluded(grossPaise, rate);
  return line(
    {
      kind,
      description,
      hsn_code: hsn,
      qty: 1,
      unit_value_paise: taxable,
      taxable_value_paise: taxable,
      gst_rate: rate,
    },
    tax,
    supply,
  );
}

/**
 * The lines of an invoice: each product with the GST the order charged for it, then the
 * delivery charge and the gateway fee when there are any. The lines' totals add up to what
 * the shopper paid, to the paisa, because each line keeps the order's own figures.
 */
export function buildInvoiceLines(
  items: readonly OrderedItem[],
  charges: InvoiceCharges,
  supply: Supply,
): StoredInvoiceLine[] {
  // A discount given at the sale lowers the taxable value (docs/decisions/028): the lines of a
  // discounted order show their value before the discount, the discount, and the tax on what is
  // left. Orders without one keep the lines they always had.
  const discounted = items.some(
    (item) => (item.discount_paise ?? 0) + (item.discount_gst_paise ?? 0) > 0,
  );
  const lines = items.map((item) => {
    const discount = item.discount_paise ?? 0;
    return line(
      {
        kind: 'product',
        product_id: item.product_id,
        description: item.description,
        hsn_code: item.hsn_code,
        qty: item.qty,
        unit_value_paise: item.amount_paise / item.qty,
        ...(discounted && { gross_value_paise: item.amount_paise, discount_paise: discount }),
        taxable_value_paise: item.amount_paise - discount,
        gst_rate: item.gst_rate,
      },
      item.gst_paise - (item.discount_gst_paise ?? 0),
      supply,
    );
  });
  if (charges.delivery_charge_paise > 0)
    lines.push(
      chargeLine(
        'delivery',
        DELIVERY_DESCRIPTION,
        DELIVERY_SAC,
        charges.delivery_charge_paise,
        DELIVERY_TAX_PERCENT,
        supply,
      ),
    );
  if (charges.payment_gateway_charge_paise > 0)
    lines.push(
      chargeLine(
        'payment_gateway',
        charges.payment_method === 'cod' ? codMessages.codFee : GATEWAY_FEE_DESCRIPTION,
        GATEWAY_FEE_SAC,
        charges.payment_gateway_charge_paise,
        GATEWAY_FEE_TAX_PERCENT,
        supply,
      ),
    );
  return lines;
}

/** A tax document's totals: the sums of its lines, invoice or credit note. */
export function sumLines(lines: readonly StoredTaxLine[]): InvoiceTotals {
  const sum = (pick: (l: StoredTaxLine) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  return {
    taxable_value_paise: sum((l) => l.taxable_value_paise),
    cgst_paise: sum((l) => l.cgst_paise),
    sgst_paise: sum((l) => l.sgst_paise),
    igst_paise: sum((l) => l.igst_paise),
    total_paise: sum((l) => l.total_paise),
  };
}
