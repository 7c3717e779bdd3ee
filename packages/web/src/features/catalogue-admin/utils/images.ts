import { MAX_PRODUCT_IMAGES, messages } from '@shop/shared';

/** The server checks the content too; this list only guides the file picker. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isAcceptedType(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

export function isTooLarge(file: File): boolean {
  return file.size > MAX_IMAGE_BYTES;
}

/**
 * What is wrong with a set of images, or undefined when it can be sent. `existing` counts the
 * images the product already has (images dialog); a new product needs at least one.
 */
export function imagesProblem(files: readonly File[], existing = 0): string | undefined {
  if (existing + files.length === 0) return messages.product.imageRequired;
  if (existing + files.length > MAX_PRODUCT_IMAGES) return messages.product.maxImages;
  if (files.some((file) => !isAcceptedType(file))) return messages.product.imageInvalid;
  if (files.some(isTooLarge)) return messages.product.imageTooLarge;
  return undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
