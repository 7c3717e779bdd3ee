import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PRODUCT_IMAGE_SIZES, type ProductImage } from '@shop/shared';
import { Button } from '../../../components/base/button';
import { ProductImagePlaceholder } from './product-image-placeholder';
import classes from './image-carousel.module.css';
import { thumbUrl } from '../../../entities/product/image';

interface ImageCarouselProps {
  images: ProductImage[];
  name: string;
}

const SWIPE_MIN_PX = 40;
// Product images are square: the box keeps its ratio (height auto) and the intrinsic size tells
// the browser that ratio before the image arrives.
const MAIN_IMAGE_PX = 1000;

/** Previous and next wrap around at both ends. */
const arrows = {
  left: { label: 'Previous image', icon: IconChevronLeft },
  right: { label: 'Next image', icon: IconChevronRight },
};

/** The round button on one side of the photo that steps to the previous or next one. */
function Arrow({ side, onClick }: { side: keyof typeof arrows; onClick: () => void }) {
  const { label, icon: ArrowIcon } = arrows[side];
  return (
    <Button
      className={`${classes.arrow} ${classes[side]}`}
      onClick={onClick}
      aria-label={label}
      variant="white"
      tone="dark"
      round
    >
      <ArrowIcon size={20} aria-hidden />
    </Button>
  );
}

export function ImageCarousel({ images, name }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;

  if (count === 0) return <ProductImagePlaceholder label={`${name} image`} />;

  const current = Math.min(index, count - 1);
  const image = images[current]!;
  const previous = () => setIndex((current - 1 + count) % count);
  const next = () => setIndex((current + 1) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    if (end < start) next();
    else previous();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      onKeyDown={onKeyDown}
    >
      <div className={classes.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* The page's largest paint: fetched at once, first, at the width the screen needs. */}
        <img
          src={image.image_url}
          srcSet={image.srcset}
          sizes={image.srcset ? PRODUCT_IMAGE_SIZES : undefined}
          width={MAIN_IMAGE_PX}
          height={MAIN_IMAGE_PX}
          loading="eager"
          fetchPriority="high"
          alt={`${name} image ${current + 1} of ${count}`}
          className={classes.image}
        />
        <Arrow side="left" onClick={previous} />
        <Arrow side="right" onClick={next} />
        <span className={classes.counter} aria-live="polite">
          {current + 1} / {count}
        </span>
      </div>

      {count > 1 ? (
        <div className={classes.thumbs}>
          {images.map((thumb, i) => (
            <button
              type="button"
              key={thumb.id}
              onClick={() => setIndex(i)}
              className={classes.thumb}
              data-active={i === current || undefined}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
            >
              <img
                src={thumbUrl(thumb)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className={classes.thumbImage}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
