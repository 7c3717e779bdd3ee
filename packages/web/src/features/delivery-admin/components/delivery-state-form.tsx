import { useId, useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { deliveryStateBody, type DeliveryStateBody } from '@shop/shared';
import type { DeliveryState } from '../types';
import { FormError } from './staff-ui';

const FIELDS = ['name', 'delivery_rate', 'additional_rate'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface DeliveryStateFormProps {
  state?: DeliveryState;
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (body: DeliveryStateBody) => void;
  onCancel: () => void;
}

/** Name required; both rates numbers in rupees, checked by the server's own schema (spec §5). */
export function DeliveryStateForm({
  state,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: DeliveryStateFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: state?.name ?? '',
    delivery_rate: state ? String(state.delivery_rate) : '',
    additional_rate: state ? String(state.additional_rate) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliveryStateBody.safeParse(values);
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            id={`${id}-delivery_rate`}
            label="Delivery rate ₹"
            withAsterisk
            inputMode="decimal"
            leftSection="₹"
            value={values.delivery_rate}
            onChange={change('delivery_rate')}
            error={errors.delivery_rate}
          />
          <TextInput
            id={`${id}-additional_rate`}
            label="Additional rate ₹ per 200 g"
            inputMode="decimal"
            leftSection="₹"
            value={values.additional_rate}
            onChange={change('additional_rate')}
            error={errors.additional_rate}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            {state ? 'Update State' : 'Add State'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
