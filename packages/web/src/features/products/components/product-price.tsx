import { formatRupees } from '@shop/shared';
import type { Product } from '@shop/shared';
import { gstPercent, priceWithGstRupees } from '../../../entities/product/price';
import classes from './product-price.module.css';

/** The GST-inclusive price, the figure the shopper pays per unit. */
export function ProductPrice({ product, size = 'lg' }: { product: Product; size?: 'lg' | 'xl' }) {
  return (
    <div className={classes.price}>
      <span className={`${classes.amount} ${classes[size]}`} data-testid="price">
        {formatRupees(priceWithGstRupees(product))}
      </span>
      <span className={classes.gst}>incl. {gstPercent(product)}% GST</span>
    </div>
  );
}
