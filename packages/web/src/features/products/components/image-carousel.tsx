import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { ActionIcon, AspectRatio, Badge, Box, Group, Image, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PRODUCT_IMAGE_SIZES, type ProductImage } from '@shop/shared';
import { ProductImagePlaceholder } from './product-image-placeholder';
import classes from './image-carousel.module.css';

interface ImageCarouselProps {
  images: ProductImage[];
  name: string;
}

const SWIPE_MIN_PX = 40;
// Product images are square: the box keeps its ratio (height auto) and the intrinsic size tells
// the browser that ratio before the image arrives.
const MAIN_IMAGE_PX = 1000;

/** Previous and next wrap around at both ends (spec §2). */
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
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      onKeyDown={onKeyDown}
    >
      <Box className={classes.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <AspectRatio ratio={1}>
          {/* The page's largest paint: fetched at once, first, at the width the screen needs. */}
          <Image
            src={image.image_url}
            srcSet={image.srcset}
            sizes={image.srcset ? PRODUCT_IMAGE_SIZES : undefined}
            width={MAIN_IMAGE_PX}
            height={MAIN_IMAGE_PX}
            h="auto"
            loading="eager"
            fetchPriority="high"
            alt={`${name} image ${current + 1} of ${count}`}
            fit="contain"
          />
        </AspectRatio>
        <ActionIcon
          className={`${classes.arrow} ${classes.left}`}
          onClick={previous}
          aria-label="Previous image"
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          className={`${classes.arrow} ${classes.right}`}
          onClick={next}
          aria-label="Next image"
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
        <Badge className={classes.counter} variant="white" color="dark" aria-live="polite">
          {current + 1} / {count}
        </Badge>
      </Box>

      {count > 1 ? (
        <Group gap="xs" mt="sm" wrap="nowrap" className={classes.thumbs}>
          {images.map((thumb, i) => (
            <UnstyledButton
              key={thumb.id}
              onClick={() => setIndex(i)}
              className={classes.thumb}
              data-active={i === current || undefined}
              aria-label={`Show image ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
            >
              <Image
                src={thumb.thumb_url || thumb.image_url}
                alt=""
                w={64}
                h={64}
                width={64}
                height={64}
                loading="lazy"
                fit="cover"
              />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
