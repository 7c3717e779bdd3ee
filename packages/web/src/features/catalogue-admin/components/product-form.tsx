import { useId, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  productBody,
  productUpdateBody,
  type ProductBody,
  type ProductUpdateBody,
} from '@shop/shared';
import type { Category, StaffProduct } from '../types';
import { fieldErrors, firstErrorField } from '../utils/form-errors';
import { imagesProblem } from '../utils/images';
import { FormError } from './form-error';
import { ImagePicker } from './image-picker';

// Spec §5's order: the first problem in this order gets the focus.
const FIELDS = [
  'name',
  'description',
  'user_manual',
  'rate',
  'category_id',
  'weight',
  'stock',
  'images',
] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'images'>;
type Values = Record<TextField, string>;

function initialValues(product?: StaffProduct): Values {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    user_manual: product?.user_manual ?? '',
    rate: product ? String(product.rate) : '',
    category_id: product ? String(product.category_id) : '',
    weight: product?.weight ? String(product.weight) : '',
    stock: product ? String(product.stock) : '',
  };
}

interface ProductFormProps {
  /** Present when editing: the form then has no stock and no images (spec §2). */
  product?: StaffProduct;
  categories: readonly Category[] | undefined;
  categoriesLoading?: boolean;
  submitting?: boolean;
  serverError?: string | null;
  onCreate?: (body: ProductBody, images: File[]) => void;
  onUpdate?: (body: ProductUpdateBody) => void;
  onCancel: () => void;
}

/** Add or edit a product, checked with the server's own rules before anything is sent. */
export function ProductForm({
  product,
  categories,
  categoriesLoading = false,
  submitting = false,
  serverError,
  onCreate,
  onUpdate,
  onCancel,
}: ProductFormProps) {
  const id = useId();
  const editing = product !== undefined;
  const [values, setValues] = useState<Values>(() => initialValues(product));
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fieldId = (field: Field) => `${id}-${field}`;

  const change = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const changeImages = (next: File[]) => {
    setImages(next);
    // A problem with the new set shows at once (too many, too large); a missing image waits for submit.
    const problem = next.length > 0 ? imagesProblem(next) : undefined;
    setErrors((current) => ({ ...current, images: problem }));
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = firstErrorField(found, FIELDS);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      // Stock has its own call (inline in the table); the edit form never sends it.
      const parsed = productUpdateBody.safeParse({ ...values, stock: undefined });
      if (!parsed.success) return showErrors(fieldErrors(parsed.error));
      setErrors({});
      onUpdate?.(parsed.data);
      return;
    }
    const parsed = productBody.safeParse(values);
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    const imageError = imagesProblem(images);
    if (imageError) found.images = imageError;
    if (!parsed.success || imageError) return showErrors(found);
    setErrors({});
    onCreate?.(parsed.data, images);
  };

  const categoryOptions = [
    { value: '', label: categoriesLoading ? 'Loading categories…' : 'Choose a category' },
    ...(categories ?? []).map((category) => ({
      value: String(category.id),
      label: `${category.name} (GST ${category.gst}%)`,
    })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <FormError text={serverError} />
        <TextInput
          id={fieldId('name')}
          label="Name"
          withAsterisk
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={200}
          data-autofocus
        />
        <Textarea
          id={fieldId('description')}
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          value={values.description}
          onChange={change('description')}
          error={errors.description}
        />
        <Textarea
          id={fieldId('user_manual')}
          label="User Manual"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          value={values.user_manual}
          onChange={change('user_manual')}
          error={errors.user_manual}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            id={fieldId('rate')}
            label="Rate ₹"
            description="Excluding GST"
            withAsterisk
            inputMode="decimal"
            leftSection="₹"
            value={values.rate}
            onChange={change('rate')}
            error={errors.rate}
          />
          {editing ? null : (
            <TextInput
              id={fieldId('stock')}
              label="Stock"
              description="Units on hand"
              withAsterisk
              inputMode="numeric"
              value={values.stock}
              onChange={change('stock')}
              error={errors.stock}
            />
          )}
          <NativeSelect
            id={fieldId('category_id')}
            label="Category"
            description="Sets the GST rate"
            withAsterisk
            data={categoryOptions}
            value={values.category_id}
            onChange={change('category_id')}
            error={errors.category_id}
          />
          <TextInput
            id={fieldId('weight')}
            label="Weight g"
            description="Optional, in grams"
            inputMode="decimal"
            rightSection="g"
            value={values.weight}
            onChange={change('weight')}
            error={errors.weight}
          />
        </SimpleGrid>
        {editing ? null : (
          <ImagePicker
            id={fieldId('images')}
            required
            files={images}
            onChange={changeImages}
            error={errors.images}
            disabled={submitting}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            {editing ? 'Update Product' : 'Add Product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
