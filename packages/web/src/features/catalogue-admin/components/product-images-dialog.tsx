import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { MAX_PRODUCT_IMAGES, messages } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useAddProductImages } from '../api/add-product-images';
import { useProduct } from '../api/get-product';
import { useRemoveProductImage } from '../api/remove-product-image';
import { useSetCoverImage } from '../api/set-cover-image';
import type { Product } from '@shop/shared';
import { imagesProblem } from '../utils/images';
import { FormModal } from '../../../components/ui/form-modal';
import { ImagePicker } from './image-picker';
import { thumbUrl } from '../../../entities/product/image';

function ImagesManager({ initial }: { initial: Product }) {
  const { data: product = initial } = useProduct(initial.id, initial);
  const add = useAddProductImages();
  const remove = useRemoveProductImage();
  const cover = useSetCoverImage();
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [pickerError, setPickerError] = useState<string>();
  const images = product.product_images;
  const busy = add.isPending || remove.isPending || cover.isPending;

  const fail = (failure: unknown) => {
    const text = errorText(failure, messages.errors.generic);
    setError(text);
    flashError(text);
  };
  const done = () => {
    setError(undefined);
    flashSuccess(messages.product.imagesUpdated);
  };

  const choose = (files: File[]) => {
    setChosen(files);
    setPickerError(files.length > 0 ? imagesProblem(files, images.length) : undefined);
  };

  const upload = () => {
    const problem = imagesProblem(chosen, images.length);
    if (problem || chosen.length === 0) return setPickerError(problem);
    add.mutate(
      { id: product.id, images: chosen },
      {
        onSuccess: () => {
          setChosen([]);
          done();
        },
        onError: fail,
      },
    );
  };

  return (
    <Stack gap="md">
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" aria-label="Current images">
        {images.map((image, index) => {
          const isCover = index === 0;
          const last = images.length === 1;
          return (
            <Paper key={image.id} withBorder radius="md" p={6}>
              <Box pos="relative">
                <Image
                  src={thumbUrl(image)}
                  alt={`${product.name} image ${index + 1} of ${images.length}`}
                  radius="sm"
                  style={{ aspectRatio: '1 / 1' }}
                  fit="cover"
                />
                {isCover ? (
                  <Badge pos="absolute" top={6} left={6} size="xs" radius="sm" variant="filled">
                    Cover
                  </Badge>
                ) : null}
              </Box>
              <Stack gap={4} mt={6}>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconStar size={12} aria-hidden />}
                  disabled={isCover || busy}
                  loading={cover.isPending && cover.variables?.imageId === image.id}
                  aria-label={`Set image ${index + 1} as cover`}
                  onClick={() =>
                    cover.mutate(
                      { id: product.id, imageId: image.id },
                      { onSuccess: done, onError: fail },
                    )
                  }
                >
                  Set as cover
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={12} aria-hidden />}
                  disabled={last || busy}
                  title={last ? messages.product.lastImage : undefined}
                  loading={remove.isPending && remove.variables?.imageId === image.id}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() =>
                    remove.mutate(
                      { id: product.id, imageId: image.id },
                      { onSuccess: done, onError: fail },
                    )
                  }
                >
                  Remove
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {images.length === 1 ? (
        <Text fz="xs" c="dimmed">
          {messages.product.lastImage}
        </Text>
      ) : null}

      <ImagePicker
        label="Add images"
        files={chosen}
        existing={images.length}
        onChange={choose}
        error={pickerError}
        disabled={busy}
      />
      <Group justify="flex-end">
        <Button
          onClick={upload}
          loading={add.isPending}
          disabled={chosen.length === 0 || images.length + chosen.length > MAX_PRODUCT_IMAGES}
        >
          {chosen.length > 1 ? `Upload ${chosen.length} images` : 'Upload image'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Beyond the shop's basic rules: add, remove and reorder the images of an existing product, 5 at most. */
export function ProductImagesDialog({
  product,
  opened,
  onClose,
}: {
  product?: Product;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      size="lg"
      opened={opened}
      onClose={onClose}
      title={product ? `Images of ${product.name}` : 'Images'}
    >
      {product ? <ImagesManager initial={product} /> : null}
    </FormModal>
  );
}
