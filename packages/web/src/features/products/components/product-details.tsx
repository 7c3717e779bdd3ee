import { Link } from 'react-router';
import { formatNetQuantity, formatRupees, messages } from '@shop/shared';
import { useShop } from '../../../api/get-shop';
import { homeHref } from '../../../config/paths';
import type { Product } from '@shop/shared';
import { gstPercent } from '../../../entities/product/price';
import { CheckDelivery } from './check-delivery';
import { ImageCarousel } from './image-carousel';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { StockBadge } from '../../../components/shop/stock-badge';
import page from './product-page.module.css';
import text from '../../../components/ui/text-link.module.css';
import label from './category-label.module.css';
import classes from './product-details.module.css';

function LongText({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className={classes.subheading}>{title}</h2>
      <p className={classes.long}>{text}</p>
    </section>
  );
}

const labels = messages.declarations.labels;

/** What the law asks a listing of packaged goods to show, as far as the shop declared it. */
function Declarations({ product }: { product: Product }) {
  const rows: [string, string][] = [];
  if (product.net_quantity !== null && product.net_quantity_unit)
    rows.push([
      labels.net_quantity,
      formatNetQuantity(product.net_quantity, product.net_quantity_unit),
    ]);
  // Legal Metrology asks for the MRP whether or not the shop sells below it.
  if (product.mrp !== null)
    rows.push([labels.mrp, messages.promotions.mrpDeclared(formatRupees(product.mrp))]);
  if (product.unit_price)
    rows.push([
      labels.unit_price,
      messages.declarations.unitPrice(
        formatRupees(product.unit_price.amount),
        product.unit_price.per,
      ),
    ]);
  if (product.manufacturer) rows.push([labels.manufacturer, product.manufacturer]);
  rows.push([labels.country_of_origin, product.country_of_origin]);
  if (product.best_before) rows.push([labels.best_before, product.best_before]);
  if (product.licence_number) rows.push([labels.licence_number, product.licence_number]);
  return (
    <section aria-labelledby="product-declarations">
      <h2 id="product-declarations" className={classes.subheading}>
        {messages.declarations.details}
      </h2>
      <FactsTable rows={rows} />
    </section>
  );
}

/** Labelled figures, a row each: the label as the row's header. */
function FactsTable({ rows }: { rows: [string, string][] }) {
  return (
    <table className={classes.facts}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The seller's consumer-care contact, which every product page carries. */
function ConsumerCare() {
  const shop = useShop().data;
  if (!shop) return null;
  return (
    <section aria-labelledby="consumer-care">
      <h2 id="consumer-care" className={classes.subheading}>
        {messages.declarations.consumerCare}
      </h2>
      <p className={classes.long}>
        {shop.name}, {shop.address}
        <br />
        Phone:{' '}
        <a className={text.textLink} href={`tel:${shop.phone.replace(/\s/g, '')}`}>
          {shop.phone}
        </a>{' '}
        · E-mail:{' '}
        <a className={text.textLink} href={`mailto:${shop.email}`}>
          {shop.email}
        </a>
        <br />
        {messages.declarations.consumerCareNote}
      </p>
    </section>
  );
}

export function ProductDetails({ product }: { product: Product }) {
  const category = product.product_category;
  const facts: [string, string][] = [
    ['Rate (excl. GST)', formatRupees(product.rate)],
    ['GST', `${gstPercent(product)}%`],
  ];
  // The net quantity, the legal term, is in the product details; the weight is for delivery.
  if (category) facts.push(['Category', category.name]);

  return (
    <div className={classes.details}>
      <div className={page.columns}>
        {/* A smaller picture on a phone keeps the price and Add to Cart above the fold. */}
        <div className={classes.media}>
          <ImageCarousel key={product.id} images={product.product_images} name={product.name} />
        </div>
        <div className={classes.summary}>
          <div className={classes.top}>
            {category ? (
              <Link
                to={homeHref({ categoryId: category.id })}
                className={`${label.categoryLabel} ${text.textLink} ${classes.category}`}
              >
                {category.name}
              </Link>
            ) : (
              <span />
            )}
            {/* Out of stock is said on the disabled buttons below. */}
            {product.stock > 0 ? <StockBadge stock={product.stock} showInStock /> : null}
          </div>
          <h1 className={classes.title}>{product.name}</h1>
          <ProductPrice product={product} size="xl" />
          <ProductActions product={product} size="md" />
          <hr className={classes.divider} />
          <FactsTable rows={facts} />
          <CheckDelivery productId={product.id} />
        </div>
      </div>
      <div className={page.columns}>
        <LongText title="Description" text={product.description} />
        <LongText title="How to use" text={product.user_manual} />
      </div>
      <div className={page.columns}>
        <Declarations product={product} />
        <ConsumerCare />
      </div>
    </div>
  );
}
