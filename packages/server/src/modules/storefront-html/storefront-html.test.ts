import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PRODUCT_IMAGE_SIZES, SHOP_DATA_ELEMENT_ID } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, setStock } from '../../../test/catalogue';
import { pngFile, postProductForm, productForm } from '../../../test/product-upload';
import { useSession, useTestApp } from '../../../test/suite';

// The shape of Vite's built index.html: module script and stylesheet in the head.
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Built-in description." />
    <title>Herbal Shop</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const PUBLIC_URL = 'https://shop.example.in';

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  tag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const shopData = (html: string) =>
  JSON.parse(
    tag(
      html,
      new RegExp(`<script id="${SHOP_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    )!,
  );
const jsonLd = (html: string) =>
  JSON.parse(tag(html, /<script type="application\/ld\+json">(.*?)<\/script>/)!);

/** A folder with the built app's index.html for the enclosing describe block, removed after it. */
function useWebDir() {
  const webDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  return webDir;
}

describe('server-rendered storefront pages', () => {
  const t = useTestApp({ PUBLIC_URL }, undefined, { webDir: useWebDir() });
  const staff = useSession(t, { is_admin: true, permissions: ['product_manager'] });
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t, { name: 'Herbal Teas', description: 'Loose teas.' })).id;
    productId = (
      await createProduct(t, {
        category_id: categoryId,
        name: 'Tulsi Green Tea 100 g',
        description: 'Holy basil and green tea, "hand-rolled" in Darjeeling.',
        rate_paise: 34950,
        stock: 4,
        net_quantity: 100,
        net_quantity_unit: 'g',
        manufacturer: 'Darjeeling Leaf Co., Hill Cart Road, Darjeeling, West Bengal 734101',
      })
    ).id;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The page at `url`, expected to answer `status` and to keep itself out of search. */
  const unindexedPage = async (url: string, status: number) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(status);
    expect(metaContent(res.body, 'robots'), url).toBe('noindex');
    return res;
  };

  it('gives a product page its title, description, canonical, link preview and structured data', async () => {
    const res = await get(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(tag(html, /<title>(.*?)<\/title>/)).toBe('Tulsi Green Tea 100 g | Herbal Shop');
    expect(html).not.toContain('Built-in description.');
    expect(metaContent(html, 'description')).toBe(
      '₹391.44. Holy basil and green tea, &#34;hand-rolled&#34; in Darjeeling.',
    );
    const canonical = `${PUBLIC_URL}/product/${productId}`;
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Tulsi Green Tea 100 g | Herbal Shop');
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:image')).toMatch(
      /^https:\/\/shop\.example\.in\/images\/products\/[a-z0-9]+\.webp$/,
    );
    // What the shopper pays: ₹349.50 with the category's 12 % GST.
    expect(metaContent(html, 'product:price:amount')).toBe('391.44');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(metaContent(html, 'robots')).toBeUndefined();

    const product = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Tulsi Green Tea 100 g',
      sku: String(productId),
      category: 'Herbal Teas',
      image: [metaContent(html, 'og:image')],
      offers: {
        price: '391.44',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      countryOfOrigin: { '@type': 'Country', name: 'India' },
      manufacturer: {
        '@type': 'Organization',
        name: 'Darjeeling Leaf Co., Hill Cart Road, Darjeeling, West Bengal 734101',
      },
      weight: { '@type': 'QuantitativeValue', value: 100, unitCode: 'GRM', unitText: 'g' },
    });
    // The seller's phone, e-mail and address, the consumer-care contact, are in the HTML itself.
    expect(html).toContain('<footer style=');
    expect(html).toMatch(/Phone: <a href="tel:/);
    // The head comes before the app's scripts, so the image preload starts first.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('/assets/index'));
    const cover = shopData(html).product.product.product_images[0];
    expect(html).toContain(
      `<link rel="preload" as="image" href="${cover.image_url}" imagesrcset="${cover.srcset}" imagesizes="${PRODUCT_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it("puts an MRP above the price beside it: description, link preview and the offer's list price", async () => {
    const withMrp = await createProduct(t, {
      category_id: categoryId,
      name: 'Brahmi Tea 100 g',
      description: 'Calming brahmi leaves.',
      rate_paise: 34950,
      mrp_paise: 45000,
      stock: 3,
    });
    const html = (await get(`/product/${withMrp.id}`)).body;
    // ₹391.44 against ₹450.00: 5856 / 45000 = 13.01 % -> "13% off".
    expect(metaContent(html, 'description')).toBe(
      '₹391.44 (MRP ₹450.00, 13% off). Calming brahmi leaves.',
    );
    expect(metaContent(html, 'product:price:amount')).toBe('391.44');
    expect(metaContent(html, 'product:original_price:amount')).toBe('450.00');
    expect(metaContent(html, 'product:original_price:currency')).toBe('INR');
    expect(jsonLd(html).offers).toMatchObject({
      price: '391.44',
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/ListPrice',
        price: '450.00',
        priceCurrency: 'INR',
      },
    });
    // Without an MRP (or one equal to the price) there is no list price to show.
    const plain = (await get(`/product/${productId}`)).body;
    expect(metaContent(plain, 'product:original_price:amount')).toBeUndefined();
    expect(jsonLd(plain).offers.priceSpecification).toBeUndefined();
  });

  it('inlines the exact body of the product API call', async () => {
    const [page, api] = await Promise.all([
      get(`/product/${productId}`),
      get(`/api/products/${productId}`),
    ]);
    expect(shopData(page.body)).toEqual({ product: api.json(), shop: expect.any(Object) });
  });

  it('inlines the first listing page and the categories on the home page', async () => {
    const [page, list, categories] = await Promise.all([
      get('/'),
      get('/api/products?limit=24'),
      get('/api/categories'),
    ]);
    expect(page.statusCode).toBe(200);
    expect(shopData(page.body)).toEqual({
      products: list.json(),
      categories: categories.json(),
      shop: expect.any(Object),
    });
    expect(tag(page.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/`);
    expect(metaContent(page.body, 'og:type')).toBe('website');
  });

  it('keys the home page on its category and search, not on the rest of its address', async () => {
    const home = await get('/');
    const tracked = await get('/?utm_source=newsletter&gclid=abc');
    expect(tracked.headers.etag).toBe(home.headers.etag);
    expect(tracked.body).toBe(home.body);

    const category = await get(`/?category_id=${categoryId}`);
    const categoryTracked = await get(`/?utm_source=newsletter&category_id=${categoryId}`);
    expect(categoryTracked.headers.etag).toBe(category.headers.etag);
    expect(category.headers.etag).not.toBe(home.headers.etag);
    expect(tag(category.body, /<link rel="canonical" href="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/?category_id=${categoryId}`,
    );

    // The app fetches a search's results: the term changes nothing in the page.
    const tulsi = await get('/?search=tulsi');
    const neem = await get('/?search=neem&utm_medium=email');
    expect(neem.headers.etag).toBe(tulsi.headers.etag);
    expect(tulsi.headers.etag).not.toBe(home.headers.etag);
    expect(shopData(tulsi.body).products).toBeUndefined();
    // A blank search is no search.
    expect((await get('/?search=%20')).headers.etag).toBe(home.headers.etag);
  });

  it('answers unknown pages, products and malformed ids with 404 and the app', async () => {
    for (const url of [
      '/no-such-page',
      '/product/999999',
      '/product/abc',
      '/product/1e1',
      '/orders/1/extra',
    ]) {
      const res = await unindexedPage(url, 404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
      expect(tag(res.body, /<title>(.*?)<\/title>/), url).toMatch(/not found \| Herbal Shop$/);
    }
    // API and file paths keep their JSON answer.
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found.' });
    expect((await get('/missing.js')).statusCode).toBe(404);
  });

  it('serves every page of the route table, keeping account and staff pages out of search', async () => {
    const policy = await get('/privacy-policy');
    expect(policy.statusCode).toBe(200);
    expect(tag(policy.body, /<title>(.*?)<\/title>/)).toBe('Privacy Policy | Herbal Shop');
    expect(metaContent(policy.body, 'robots')).toBeUndefined();
    for (const url of [
      '/login',
      '/cart',
      '/account',
      '/orders/12',
      '/order-summary/cart',
      '/employee',
      '/Product',
    ])
      await unindexedPage(url, 200);
  });

  it('shows a product change in the page at once', async () => {
    const before = await get(`/product/${productId}`);
    expect(jsonLd(before.body).offers.availability).toBe('https://schema.org/InStock');
    const stock = await setStock(t.app, staff.cookie, productId, 0);
    expect(stock.statusCode).toBe(200);
    const after = await get(`/product/${productId}`);
    expect(jsonLd(after.body).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(shopData(after.body).product.product.stock).toBe(0);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('escapes markup in a product name everywhere it is written', async () => {
    const name = '</script><script>alert(1)</script><b x="1">';
    const id = (
      await createProduct(t, { category_id: categoryId, name, description: 'a <i>b</i> & c' })
    ).id;
    const html = (await get(`/product/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b x=');
    expect(html).not.toContain('<i>b</i>');
    expect(tag(html, /<title>(.*?)<\/title>/)).toBe(
      '&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;b x=&#34;1&#34;&#62; | Herbal Shop',
    );
    // Each JSON block reads back as the original text.
    expect(jsonLd(html).name).toBe(name);
    expect(shopData(html).product.product.name).toBe(name);
  });

  it('sends the page compressed, and 304 when the browser has it', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(SHOP_DATA_ELEMENT_ID);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  it('lists home, products, category listings and policies in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/product/${productId}`);
    expect(locs).toContain(`${PUBLIC_URL}/?category_id=${categoryId}`);
    expect(locs).toContain(`${PUBLIC_URL}/privacy-policy`);
    expect(locs).toContain(`${PUBLIC_URL}/about-us`);
    expect(locs).not.toContain(`${PUBLIC_URL}/product/999999`);
    expect(locs.filter((loc) => loc!.includes('/product/'))).toHaveLength(
      (await get('/api/products?limit=100')).json().products.length,
    );
    expect(res.body).toMatch(
      new RegExp(`/product/${productId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
  });

  it('lists a new product in the sitemap at once', async () => {
    await get('/sitemap.xml');
    const created = await postProductForm(
      t.app,
      staff.cookie,
      productForm(categoryId, { name: 'Neem Soap', description: 'Cold-pressed neem oil soap.' }),
      [await pngFile('soap.png', '#557733')],
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().product.id;
    expect((await get('/sitemap.xml')).body).toContain(`/product/${id}</loc>`);
  });

  it('points crawlers at the sitemap and away from the API, accounts, checkout and staff', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/account',
      '/cart',
      '/order-summary/',
      '/orders',
      '/employee',
      '/product$',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('pages without a configured public URL', () => {
  const t = useTestApp({}, undefined, { webDir: useWebDir() });

  it('writes absolute links for the address the page was asked at', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { host: 'shop.lan:8080' },
    });
    expect(tag(res.body, /<link rel="canonical" href="([^"]*)"/)).toBe(
      'http://shop.lan:8080/about-us',
    );
  });
});

describe('the seller’s contact details in every page', () => {
  const t = useTestApp(
    {
      SELLER_NAME: 'Vaidya & Sons Herbals',
      SELLER_ADDRESS: '4 MI Road, Jaipur, Rajasthan 302001, India',
      SHOP_PHONE: '+91 98290 11111',
      SHOP_EMAIL: 'care@vaidya.example',
      GRIEVANCE_OFFICER: 'Kavita Rao, Grievance Officer, grievance@vaidya.example',
    },
    undefined,
    { webDir: useWebDir() },
  );
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers them from GET /api/shop with the per-order limit', async () => {
    const res = await get('/api/shop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shop: {
        name: 'Vaidya & Sons Herbals',
        address: '4 MI Road, Jaipur, Rajasthan 302001, India',
        phone: '+91 98290 11111',
        email: 'care@vaidya.example',
        grievance_officer: {
          name: 'Kavita Rao',
          designation: 'Grievance Officer',
          email: 'grievance@vaidya.example',
        },
        max_line_quantity: 10,
      },
    });
  });

  /** The contact block, in the HTML as served, and the inlined shop body of `url`. */
  async function expectContact(url: string) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const root = tag(res.body, /<div id="root">(.*?)<\/div>/s)!;
    for (const text of [
      'Vaidya &#38; Sons Herbals',
      '4 MI Road, Jaipur, Rajasthan 302001, India',
      '<a href="tel:+919829011111">+91 98290 11111</a>',
      '<a href="mailto:care@vaidya.example">care@vaidya.example</a>',
      'Grievance officer: Kavita Rao, Grievance Officer',
      '<a href="mailto:grievance@vaidya.example">',
      '<a href="/contact">Contact us</a>',
    ])
      expect(root, url).toContain(text);
    expect(shopData(res.body).shop).toEqual((await get('/api/shop')).json());
  }

  it.each(['/contact', '/about-us', '/refund-policy', '/privacy-policy', '/', '/cart'])(
    'writes them into the HTML of %s, and inlines the same body',
    expectContact,
  );

  it('writes them, the consumer-care contact, into the HTML of every product page', async () => {
    const category = await createCategory(t);
    const product = await createProduct(t, { category_id: category.id, name: 'Neem Soap 125 g' });
    await expectContact(`/product/${product.id}`);
  });

  it('writes them into the page for an unknown address too', async () => {
    const res = await get('/no-such-page');
    expect(tag(res.body, /<div id="root">(.*?)<\/div>/s)).toContain(
      '<a href="mailto:care@vaidya.example">care@vaidya.example</a>',
    );
  });

  it('gives the contact page its own title and description, for search engines', async () => {
    const res = await get('/contact');
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>(.*?)<\/title>/)).toBe('Contact us | Herbal Shop');
    expect(metaContent(res.body, 'description')).toBe(
      'Phone, e-mail and postal address of Herbal Shop, and its grievance officer.',
    );
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('/contact</loc>');
  });
});
