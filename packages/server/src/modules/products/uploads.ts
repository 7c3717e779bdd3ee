import { fieldLabel, MAX_OTHER_NAMES, messages, TEXT_LIMITS } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The text fields of the product form (create sends all of them), other names one each, and
 * one name more than allowed so that too many names meet their own sentence.
 */
const FORM_FIELDS = 7 + MAX_OTHER_NAMES + 1;

/** The one field that may repeat: a product's other names. */
const LIST_FIELD = 'also_known_as';

/**
 * Multipart limits: a sixth file, a file over 5 MB or more fields than the form has stop
 * the upload before it is stored. A field may hold the longest text in UTF-8 (4 bytes a
 * character); a longer one arrives cut short and is refused below, never stored cut.
 */
export const multipartLimits = {
  fileSize: MAX_IMAGE_BYTES,
  files: 5,
  fields: FORM_FIELDS,
  fieldSize: TEXT_LIMITS.long * 4,
  // One more than fields and files together, so a sixth image meets the files limit first.
  parts: FORM_FIELDS + 5 + 1,
};

/**
 * Reads a multipart form: text fields by name (other names as a list when repeated), and the
 * files sent as `images`.
 */
export async function readProductForm(request: FastifyRequest) {
  const fields: Record<string, string | string[]> = {};
  const images: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname !== 'images') continue;
      if (content.length === 0) throw badRequest(messages.product.imageEmpty);
      images.push(content);
    } else {
      if (part.valueTruncated)
        throw badRequest(messages.validation.tooLong(fieldLabel(part.fieldname), TEXT_LIMITS.long));
      const value = String(part.value);
      const before = fields[part.fieldname];
      fields[part.fieldname] =
        part.fieldname === LIST_FIELD && before !== undefined ? [before, value].flat() : value;
    }
  }
  return { fields, images };
}
