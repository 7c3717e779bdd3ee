import { Center } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';

/** A product without a photo still gets a calm square rather than a broken image. */
export function ProductImagePlaceholder({ label }: { label: string }) {
  return (
    <Center
      role="img"
      aria-label={label}
      h="100%"
      w="100%"
      bg="herbal.0"
      c="herbal.4"
      style={{ aspectRatio: '1 / 1' }}
    >
      <IconLeaf size={56} stroke={1.4} aria-hidden />
    </Center>
  );
}
