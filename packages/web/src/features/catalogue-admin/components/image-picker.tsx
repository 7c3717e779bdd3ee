import { useId, useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Box, Input, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { MAX_PRODUCT_IMAGES } from '@shop/shared';
import { formatBytes, IMAGE_ACCEPT, isAcceptedType, isTooLarge } from '../utils/images';
import { FilePreview } from './file-preview';
import classes from './image-picker.module.css';

// Stable keys for chosen files, so removing one does not rebuild the other previews.
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 1;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

interface ImagePickerProps {
  id?: string;
  label?: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** Images the product already has, counted against the limit of 5. */
  existing?: number;
  disabled?: boolean;
  required?: boolean;
}

/** Chooses product images (click or drop) and previews them before anything is uploaded. */
export function ImagePicker({
  id,
  label = 'Images',
  files,
  onChange,
  error,
  existing = 0,
  disabled = false,
  required = false,
}: ImagePickerProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [dragging, setDragging] = useState(false);
  const total = existing + files.length;
  const full = total >= MAX_PRODUCT_IMAGES;
  const blocked = disabled || full;

  const add = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    onChange([...files, ...Array.from(chosen)]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!blocked) add(event.dataTransfer.files);
  };

  const remove = (file: File) => onChange(files.filter((other) => other !== file));
  const describedBy = [`${inputId}-description`, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      withAsterisk={required}
      description={`JPEG, PNG or WebP, up to 5 MB each, at most ${MAX_PRODUCT_IMAGES} per product. The first one is the cover.`}
      error={error}
    >
      <Box mt={6}>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={classes.fileInput}
          disabled={blocked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            add(event.currentTarget.files);
            // The same file can be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={classes.drop}
          data-disabled={blocked || undefined}
          data-dragging={dragging || undefined}
          data-invalid={error ? true : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            if (!blocked) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <IconPhotoPlus size={26} aria-hidden />
          <Box style={{ flex: 1 }}>
            <Text fw={600} fz="sm">
              {full ? 'Image limit reached' : 'Choose images or drop them here'}
            </Text>
            <Text fz="xs" c="dimmed" aria-live="polite">
              {total} of {MAX_PRODUCT_IMAGES} images
            </Text>
          </Box>
        </label>
      </Box>

      {files.length > 0 ? (
        <ul className={classes.grid} aria-label="Chosen images">
          {files.map((file, index) => {
            const problem = !isAcceptedType(file) || isTooLarge(file);
            return (
              <li key={fileKey(file)} className={classes.tile} data-invalid={problem || undefined}>
                <FilePreview file={file} />
                {existing === 0 && index === 0 ? (
                  <Badge className={classes.cover} size="xs" variant="filled" radius="sm">
                    Cover
                  </Badge>
                ) : null}
                <ActionIcon
                  className={classes.remove}
                  size="sm"
                  radius="xl"
                  variant="filled"
                  color="dark"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(file)}
                  disabled={disabled}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
                <Box className={classes.caption}>
                  <Text fz="xs" truncate title={file.name}>
                    {file.name}
                  </Text>
                  <Text fz="xs" c={problem ? 'red.7' : 'dimmed'}>
                    {formatBytes(file.size)}
                  </Text>
                </Box>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Input.Wrapper>
  );
}
