import {
  brand,
  formatPaise,
  itemPricePaise,
  messages,
  pageTitle,
  paiseToRupees,
  PRODUCT_IMAGE_SIZES,
  rupeesToPaise,
} from '@shop/shared';
import type { ProductResponse } from '@shop/shared';
import type { PageHead } from './render-page';

const DESCRIPTION_CHARS = 155;

/** Search results show about 155 characters: cut at a word, marked with an ellipsis. */
export function shortDescription(text: string) {
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

/**
 * A product page: link preview with image and price, and schema.org Product for search. The
 * price is what the shopper pays, GST included, as on the page and the cards.
 */
export function productHead(base: string, canonical: string, bodyJson: string): PageHead {
  const { product } = JSON.parse(bodyJson) as ProductResponse;
  const pricePaise = itemPricePaise(rupeesToPaise(product.rate), product.product_category.gst);
  const price = paiseToRupees(pricePaise).toFixed(2);
  const description = shortDescription(
    messages.pages.productDescription(formatPaise(pricePaise), product.description),
  );
  const images = product.product_images;
  const cover = images[0];
  return {
    title: pageTitle(product.name),
    description,
    canonical,
    og: { type: 'product', image: cover && base + cover.image_url, price: { amount: price } },
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
      offers: {
        '@type': 'Offer',
        url: canonical,
        price,
        priceCurrency: 'INR',
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
