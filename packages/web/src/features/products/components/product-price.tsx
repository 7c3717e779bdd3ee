import { formatRupees, messages, mrpSavingPercent, rupeesToPaise } from '@shop/shared';
import type { Product } from '@shop/shared';
import { gstPercent, priceWithGstRupees } from '../../../entities/product/price';
import layout from '../../../components/base/layout.module.css';
import classes from './product-price.module.css';

/**
 * The GST-inclusive price, the figure the shopper pays per unit; with an MRP above it, the MRP
 * struck through and the saving, as Indian packs and shops show them; the unit sale price below.
 */
export function ProductPrice({ product, size = 'lg' }: { product: Product; size?: 'lg' | 'xl' }) {
  const price = priceWithGstRupees(product);
  const saving =
    product.mrp == null ? 0 : mrpSavingPercent(rupeesToPaise(price), rupeesToPaise(product.mrp));
  return (
    <div className={classes.price}>
      <span className={`${classes.amount} ${classes[size]}`} data-testid="price">
        {formatRupees(price)}
      </span>
      {saving > 0 ? (
        <>
          <s className={classes.mrp} data-testid="mrp">
            <span className={layout.visuallyHidden}>{messages.promotions.mrpLabel} </span>
            {formatRupees(product.mrp!)}
          </s>
          <span className={classes.saving} data-testid="saving">
            {messages.promotions.savingPercent(saving)}
          </span>
        </>
      ) : null}
      <span className={classes.gst}>
        {product.mrp == null ? `incl. ${gstPercent(product)}% GST` : messages.promotions.mrpNote}
      </span>
      {product.unit_price ? (
        <span className={classes.unit} data-testid="unit-price">
          {messages.declarations.unitPrice(
            formatRupees(product.unit_price.amount),
            product.unit_price.per,
          )}
        </span>
      ) : null}
    </div>
  );
}
