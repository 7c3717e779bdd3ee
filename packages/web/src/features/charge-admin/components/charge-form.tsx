import { useId, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { CHARGE_TYPES, chargeBody, messages, type ChargeBody } from '@shop/shared';
import { flashError } from '../../../components/ui/flash';
import { FormError } from '../../delivery-admin/components/staff-ui';
import type { Charge } from '../types';

const FIELDS = ['type', 'amount', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface ChargeFormProps {
  charge?: Charge;
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (body: ChargeBody) => void;
  onCancel: () => void;
}

/** Type from the fixed list, amount a rupee figure or a percentage, description (spec §5). */
export function ChargeForm({
  charge,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: ChargeFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    type: charge?.type ?? '',
    amount: charge?.amount ?? '',
    description: charge?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: a missing type is announced as an alert before anything else.
    if (!values.type) flashError(messages.charge.typeRequired);
    const parsed = chargeBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const typeOptions = [
    { value: '', label: 'Select type' },
    ...CHARGE_TYPES.map((type) => ({ value: type, label: type })),
  ];
  // A charge saved under a type no longer offered still shows what it is.
  if (values.type && !(CHARGE_TYPES as readonly string[]).includes(values.type)) {
    typeOptions.push({ value: values.type, label: values.type });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <FormError text={serverError} />
        <NativeSelect
          id={`${id}-type`}
          label="Type"
          withAsterisk
          data={typeOptions}
          value={values.type}
          onChange={change('type')}
          error={errors.type}
          data-autofocus
        />
        <TextInput
          id={`${id}-amount`}
          label="Amount"
          withAsterisk
          placeholder="25 or 2%"
          value={values.amount}
          onChange={change('amount')}
          error={errors.amount}
          maxLength={20}
          w={{ base: '100%', xs: 220 }}
        />
        <Textarea
          id={`${id}-description`}
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          value={values.description}
          onChange={change('description')}
          error={errors.description}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            {charge ? 'Update Charge' : 'Add Charge'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
