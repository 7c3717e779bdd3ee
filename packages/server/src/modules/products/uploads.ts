import type { FastifyRequest } from 'fastify';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Multipart limits: a sixth file or a file over 5 MB stops the upload before it is stored. */
export const multipartLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 5,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 30,
};

/** Reads a multipart form: text fields by name, and the files sent as `images`. */
export async function readProductForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'images') images.push(content);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, images };
}
