import { IconLeaf } from '@tabler/icons-react';
import classes from './product-image-placeholder.module.css';

/** A product without a photo still gets a calm square rather than a broken image. */
export function ProductImagePlaceholder({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className={classes.placeholder}>
      <IconLeaf size={56} stroke={1.4} aria-hidden />
    </div>
  );
}
