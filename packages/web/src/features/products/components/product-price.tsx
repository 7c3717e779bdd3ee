import { formatRupees, messages } from '@shop/shared';
import type { Product } from '@shop/shared';
import { gstPercent, priceWithGstRupees } from '../../../entities/product/price';
import classes from './product-price.module.css';

/** The GST-inclusive price, the figure the shopper pays per unit, and its unit sale price below. */
export function ProductPrice({ product, size = 'lg' }: { product: Product; size?: 'lg' | 'xl' }) {
  return (
    <div className={classes.price}>
      <span className={`${classes.amount} ${classes[size]}`} data-testid="price">
        {formatRupees(priceWithGstRupees(product))}
      </span>
      <span className={classes.gst}>incl. {gstPercent(product)}% GST</span>
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
