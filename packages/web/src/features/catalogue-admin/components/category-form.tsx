import { TextInput } from '@mantine/core';
import { categoryBody, type CategoryBody } from '@shop/shared';
import {
  ShortInput,
  StaffFormFrame,
  StaffTextarea,
  type StaffFormProps,
} from '../../../components/ui/staff-form';
import { useFieldForm } from '../../../hooks/use-field-form';
import { textValues } from '../../../lib/form-values';
import type { Category } from '@shop/shared';

const FIELDS = ['name', 'description', 'gst', 'hsn_code'] as const;

interface CategoryFormProps extends StaffFormProps<CategoryBody> {
  category?: Category;
}

/** Name, Description, GST % and HSN code, checked with the same rules as the server. */
export function CategoryForm({ category, onSubmit, ...frame }: CategoryFormProps) {
  const { field, submitWith } = useFieldForm(FIELDS, () => textValues(FIELDS, category));

  return (
    <StaffFormFrame
      {...frame}
      submitLabel={category ? 'Update Category' : 'Add Category'}
      onSubmit={submitWith(categoryBody, onSubmit)}
    >
      <TextInput {...field('name')} label="Name" withAsterisk maxLength={100} data-autofocus />
      <StaffTextarea {...field('description')} label="Description" minRows={3} maxRows={8} />
      <ShortInput
        {...field('gst')}
        label="GST %"
        withAsterisk
        inputMode="decimal"
        rightSection="%"
      />
      <ShortInput
        {...field('hsn_code')}
        label="HSN code"
        description="4, 6 or 8 digits, printed on tax invoices"
        inputMode="numeric"
        maxLength={8}
      />
    </StaffFormFrame>
  );
}
