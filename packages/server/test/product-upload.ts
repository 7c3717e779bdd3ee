import type { App } from '../src/app';
import { pngImage } from './catalogue';

// The staff product form as a multipart upload, with photos.

/** A file of a multipart body; its part is named `images` unless `name` says otherwise. */
export type FilePart = { name?: string; filename: string; type: string; content: Buffer };

/** Fields of a form as sent: a list value is the same field repeated. */
export type FormValues = Record<string, string | string[]>;

/**
 * A multipart body built by hand, so each test controls exactly what is sent; a list value
 * is sent as the same field repeated.
 */
export function multipart(fields: FormValues, files: FilePart[]) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((one) => [name, one] as const),
  );
  for (const [name, value] of entries) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG file part, as the product form sends a photo. */
export const pngFile = async (filename = 'photo.png', color?: string): Promise<FilePart> => ({
  filename,
  type: 'image/png',
  content: await pngImage(color),
});

/** The product form as the staff page sends it, every value a string; a test names the rest. */
export const productForm = (categoryId: number, values: FormValues = {}) => ({
  name: 'Tulsi Drops 30 ml',
  description: 'Holy basil extract in drops.',
  user_manual: 'Take 5 drops in warm water twice a day.',
  stock: '20',
  rate: '199',
  category_id: String(categoryId),
  weight: '120',
  ...values,
});

/** Staff creating a product with its images through the multipart form. */
export function postProductForm(
  app: Pick<App, 'inject'>,
  cookie: string | undefined,
  fields: FormValues,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/products/create-product',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
