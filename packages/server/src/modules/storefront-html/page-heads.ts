import {
  brand,
  formatPaise,
  itemPricePaise,
  mrpSavingPercent,
  messages,
  pageHeadMessages,
  pageTitle,
  paiseToRupees,
  PRODUCT_IMAGE_SIZES,
  rupeesToPaise,
} from '@shop/shared';
import type { ProductResponse } from '@shop/shared';
import type { PageHead } from './render-page';

const DESCRIPTION_CHARS = 155;

/** Search results show about 155 characters: cut at a word, marked with an ellipsis. */
function shortDescription(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function homeHead(canonical: string): PageHead {
  return {
    title: messages.pages.homeTitle,
    description: messages.pages.homeDescription,
    canonical,
    og: { type: 'website' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand.name,
      url: canonical,
    },
  };
}

/** schema.org's UN/CEFACT codes for the units a net quantity is declared in. */
const UNIT_CODES = { g: 'GRM', kg: 'KGM', ml: 'MLT', l: 'LTR' } as const;

/** What the product declares: where it is made, by whom, and its weight or volume. */
function declaredJsonLd(product: ProductResponse['product']) {
  const unit = product.net_quantity_unit;
  const quantity =
    product.net_quantity !== null && unit && unit !== 'count'
      ? {
          '@type': 'QuantitativeValue',
          value: product.net_quantity,
          unitCode: UNIT_CODES[unit],
          unitText: unit,
        }
      : undefined;
  return {
    countryOfOrigin: { '@type': 'Country', name: product.country_of_origin },
    ...(product.manufacturer && {
      manufacturer: { '@type': 'Organization', name: product.manufacturer },
    }),
    ...(quantity && (unit === 'g' || unit === 'kg' ? { weight: quantity } : { size: quantity })),
  };
}

/**
 * A product page: link preview with image and price, and schema.org Product for search. The
 * price is what the shopper pays, GST included, as on the page and the cards; an MRP above it
 * goes beside it, as the offer's list price (what search shows struck through) and the saving
 * in the description.
 */
export function productHead(base: string, canonical: string, bodyJson: string): PageHead {
  const { product } = JSON.parse(bodyJson) as ProductResponse;
  const pricePaise = itemPricePaise(rupeesToPaise(product.rate), product.product_category.gst);
  const price = paiseToRupees(pricePaise).toFixed(2);
  const mrpPaise = product.mrp === null ? 0 : rupeesToPaise(product.mrp);
  const saving = mrpSavingPercent(pricePaise, mrpPaise);
  const mrp = mrpPaise > pricePaise ? paiseToRupees(mrpPaise).toFixed(2) : undefined;
  const description = shortDescription(
    mrp === undefined
      ? messages.pages.productDescription(formatPaise(pricePaise), product.description)
      : pageHeadMessages.productDescriptionWithMrp(
          formatPaise(pricePaise),
          formatPaise(mrpPaise),
          saving,
          product.description,
        ),
  );
  const images = product.product_images;
  const cover = images[0];
  return {
    title: pageTitle(product.name),
    description,
    canonical,
    og: {
      type: 'product',
      image: cover && base + cover.image_url,
      price: { amount: price, ...(mrp !== undefined && { original: mrp }) },
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: String(product.id),
      sku: String(product.id),
      name: product.name,
      description: product.description,
      category: product.category,
      url: canonical,
      image: images.map((image) => base + image.image_url),
      brand: { '@type': 'Brand', name: brand.name },
      ...declaredJsonLd(product),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price,
        priceCurrency: 'INR',
        ...(mrp !== undefined && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: mrp,
            priceCurrency: 'INR',
          },
        }),
        availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    preloadImage: cover && {
      href: cover.image_url,
      srcset: cover.srcset,
      sizes: PRODUCT_IMAGE_SIZES,
    },
    data: { product: bodyJson },
  };
}
