import '@mantine/core/styles/Fieldset.css';
import { useState, type FormEvent } from 'react';
import { Fieldset, NativeSelect, TextInput } from '@mantine/core';
import {
  LOW_STOCK_LEVEL,
  messages,
  productFormMessages,
  NET_QUANTITY_UNITS,
  productBody,
  promotionsMessages,
  productUpdateBody,
  type ProductBody,
  type ProductUpdateBody,
} from '@shop/shared';
import {
  FieldRow,
  StaffFormFrame,
  StaffTextarea,
  type StaffFormState,
} from '../../../components/ui/staff-form';
import { fieldErrors, useFieldForm } from '../../../hooks/use-field-form';
import { DECLARATION_FIELDS, type Category, type Product } from '@shop/shared';
import { imagesProblem } from '../utils/images';
import { linkPrice } from '../utils/price-with-gst';
import { ImagePicker } from './image-picker';

const declared = (product?: Product) => ({
  net_quantity: product?.net_quantity != null ? String(product.net_quantity) : '',
  net_quantity_unit: product?.net_quantity_unit ?? '',
  manufacturer: product?.manufacturer ?? '',
  country_of_origin: product?.country_of_origin ?? 'India',
  best_before: product?.best_before ?? '',
  licence_number: product?.licence_number ?? '',
  low_stock_at: String(
    (product as { low_stock_at?: number } | undefined)?.low_stock_at ?? LOW_STOCK_LEVEL,
  ),
});

const labels = messages.declarations.labels;
const hints = productFormMessages.declarationHints;
const unitOptions = [
  { value: '', label: '–' },
  ...NET_QUANTITY_UNITS.map((unit) => ({ value: unit, label: messages.declarations.units[unit] })),
];

// The form's order: the first problem in this order gets the focus.
const FIELDS = [
  'name',
  'also_known_as',
  'description',
  'user_manual',
  'rate',
  'mrp',
  'category_id',
  'weight',
  'stock',
  'images',
  ...DECLARATION_FIELDS,
] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'images'>;
type Values = Record<TextField, string>;

function initialValues(product?: Product): Values {
  return {
    name: product?.name ?? '',
    also_known_as: product?.also_known_as.join('\n') ?? '',
    description: product?.description ?? '',
    user_manual: product?.user_manual ?? '',
    rate: product ? String(product.rate) : '',
    mrp: product?.mrp == null ? '' : String(product.mrp),
    category_id: product ? String(product.category_id) : '',
    weight: product?.weight ? String(product.weight) : '',
    stock: product ? String(product.stock) : '',
    ...declared(product),
  };
}

interface ProductFormProps extends StaffFormState {
  /** Present when editing: the form then has no stock and no images. */
  product?: Product;
  categories: readonly Category[] | undefined;
  categoriesLoading?: boolean;
  onCreate?: (body: ProductBody, images: File[]) => void;
  onUpdate?: (body: ProductUpdateBody) => void;
}

/** Other names are typed one per line. */
const withNameList = (values: Values) => ({
  ...values,
  also_known_as: values.also_known_as.split('\n'),
});

/** Add or edit a product, checked with the server's own rules before anything is sent. */
export function ProductForm({
  product,
  categories,
  categoriesLoading = false,
  onCreate,
  onUpdate,
  ...frame
}: ProductFormProps) {
  const editing = product !== undefined;
  const { values, errors, setErrors, fieldId, field, showErrors, check } = useFieldForm<
    Values,
    Field
  >(FIELDS, () => initialValues(product));
  const [images, setImages] = useState<File[]>([]);
  // The price with GST as typed; null while the rate is what the owner typed last.
  const [priceTyped, setPriceTyped] = useState<string | null>(null);
  const gstPercent = categories?.find((c) => String(c.id) === values.category_id)?.gst;
  const linked = linkPrice(values.rate, priceTyped, gstPercent);
  // What is checked and sent: the rate as shown, worked out from the price when that was typed.
  const sent = { ...values, rate: linked.rate };

  const changeImages = (next: File[]) => {
    setImages(next);
    // A problem with the new set shows at once (too many, too large); a missing image waits for submit.
    const problem = next.length > 0 ? imagesProblem(next) : undefined;
    setErrors((current) => ({ ...current, images: problem }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      // Stock has its own call (inline in the table); the edit form never sends it.
      const body = check(
        productUpdateBody.safeParse({
          ...withNameList(sent),
          stock: undefined,
          // A blank MRP on an edit takes it off the product.
          mrp: values.mrp.trim() === '' ? null : values.mrp,
        }),
      );
      if (body) onUpdate?.(body);
      return;
    }
    const parsed = productBody.safeParse(withNameList(sent));
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
    <StaffFormFrame
      {...frame}
      submitLabel={editing ? 'Update Product' : 'Add Product'}
      onSubmit={submit}
    >
      <TextInput {...field('name')} label="Name" withAsterisk maxLength={200} data-autofocus />
      <StaffTextarea
        {...field('also_known_as')}
        label="Also known as"
        withAsterisk={false}
        description="One per line: Hindi in Devanagari and Latin letters, usual spellings, English and botanical names. Search finds the product by any of them."
        minRows={2}
        maxRows={6}
      />
      <StaffTextarea {...field('description')} label="Description" minRows={3} maxRows={8} />
      <StaffTextarea {...field('user_manual')} label="User Manual" minRows={2} maxRows={6} />
      <FieldRow>
        <TextInput
          id={`${fieldId('rate')}-with-gst`}
          label={promotionsMessages.priceWithGst}
          description={linked.note ?? promotionsMessages.priceWithGstHint}
          inputMode="decimal"
          leftSection="₹"
          value={linked.price}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setPriceTyped(typed);
            setErrors((current) => ({ ...current, rate: undefined }));
          }}
        />
        <TextInput
          {...field('rate')}
          value={linked.rate}
          onChange={(event) => {
            setPriceTyped(null);
            field('rate').onChange(event);
          }}
          label="Rate ₹"
          description="Excluding GST"
          withAsterisk
          inputMode="decimal"
          leftSection="₹"
        />
        <TextInput
          {...field('mrp')}
          label="MRP ₹"
          description="Optional, incl. of all taxes"
          inputMode="decimal"
          leftSection="₹"
        />
        {editing ? null : (
          <TextInput
            {...field('stock')}
            label="Stock"
            description="Units on hand"
            withAsterisk
            inputMode="numeric"
          />
        )}
        <NativeSelect
          {...field('category_id')}
          label="Category"
          description="Sets the GST rate"
          withAsterisk
          data={categoryOptions}
        />
        <TextInput
          {...field('weight')}
          label={labels.shipping_weight}
          description={hints.shipping_weight}
          inputMode="decimal"
          rightSection="g"
        />
      </FieldRow>
      <Fieldset legend={messages.declarations.heading} radius="md">
        <FieldRow>
          <TextInput {...field('net_quantity')} label={labels.net_quantity} inputMode="decimal" />
          <NativeSelect
            {...field('net_quantity_unit')}
            label={labels.net_quantity_unit}
            data={unitOptions}
          />
          <TextInput
            {...field('country_of_origin')}
            label={labels.country_of_origin}
            maxLength={200}
          />
        </FieldRow>
        <StaffTextarea
          {...field('manufacturer')}
          label={labels.manufacturer}
          withAsterisk={false}
          description={hints.manufacturer}
          minRows={2}
          maxRows={4}
        />
        <FieldRow>
          <TextInput
            {...field('best_before')}
            label={labels.best_before}
            description={hints.best_before}
            maxLength={200}
          />
          <TextInput
            {...field('licence_number')}
            label={labels.licence_number}
            description={hints.licence_number}
            maxLength={200}
          />
          <TextInput
            {...field('low_stock_at')}
            label={labels.low_stock_at}
            description={hints.low_stock_at}
            inputMode="numeric"
          />
        </FieldRow>
      </Fieldset>
      {editing ? null : (
        <ImagePicker
          id={fieldId('images')}
          required
          files={images}
          onChange={changeImages}
          error={errors.images}
          disabled={frame.submitting}
        />
      )}
    </StaffFormFrame>
  );
}
