import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { categoryBody, type CategoryBody } from '@shop/shared';
import type { Category } from '../types';
import { fieldErrors, firstErrorField } from '../utils/form-errors';
import { FormError } from './form-error';

const FIELDS = ['name', 'description', 'gst'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function initialValues(category?: Category): Values {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    gst: category ? String(category.gst) : '',
  };
}

interface CategoryFormProps {
  category?: Category;
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (body: CategoryBody) => void;
  onCancel: () => void;
}

/** Name, Description and GST %, checked with the same rules as the server (spec §5). */
export function CategoryForm({
  category,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: CategoryFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(category));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryBody.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = firstErrorField(found, FIELDS);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <FormError text={serverError} />
        <TextInput
          id={`${id}-name`}
          label="Name"
          withAsterisk
          value={values.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={100}
          data-autofocus
        />
        <Textarea
          id={`${id}-description`}
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          value={values.description}
          onChange={change('description')}
          error={errors.description}
        />
        <TextInput
          id={`${id}-gst`}
          label="GST %"
          withAsterisk
          inputMode="decimal"
          value={values.gst}
          onChange={change('gst')}
          error={errors.gst}
          rightSection="%"
          w={{ base: '100%', xs: 200 }}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            {category ? 'Update Category' : 'Add Category'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
