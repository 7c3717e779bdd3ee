import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { addressBody, type AddressBody } from '@shop/shared';
import type { Address, DeliveryState } from '../types';
import { fieldErrors } from '../utils/field-errors';

const FIELDS = [
  'name',
  'phone_number',
  'line_1',
  'line_2',
  'city',
  'district',
  'state',
  'country',
  'pin_code',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export const DEFAULT_COUNTRY = 'India';

function initialValues(address?: Address): Values {
  return {
    name: address?.name ?? '',
    phone_number: address?.phone_number ?? '',
    line_1: address?.line_1 ?? '',
    line_2: address?.line_2 ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    state: address?.state ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
    pin_code: address?.pin_code ?? '',
  };
}

interface AddressFormProps {
  address?: Address;
  /** The active delivery states: the only states an address may name (spec §5). */
  states: readonly DeliveryState[];
  statesLoading?: boolean;
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (body: AddressBody) => void;
  onCancel?: () => void;
}

/** Every field required, phone 10 digits, pin code 6 digits: the server's own rules. */
export function AddressForm({
  address,
  states,
  statesLoading = false,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(address));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addressBody.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const stateNames = states.map((state) => state.name);
  const stateOptions = [
    { value: '', label: statesLoading ? 'Loading states…' : 'Choose a state' },
    ...stateNames.map((name) => ({ value: name, label: name })),
  ];
  // An address saved before its state lost delivery keeps showing that state until changed.
  if (values.state && !stateNames.includes(values.state)) {
    stateOptions.push({ value: values.state, label: values.state });
  }

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      id={`${id}-${field}`}
      label={label}
      withAsterisk
      value={values[field]}
      onChange={change(field)}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} aria-label="Address form">
      <Stack gap="sm">
        {serverError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {serverError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {text('name', 'Name', { autoComplete: 'name', maxLength: 100 })}
          {text('phone_number', 'Phone Number', {
            autoComplete: 'tel-national',
            inputMode: 'numeric',
            maxLength: 10,
          })}
        </SimpleGrid>
        {text('line_1', 'House / Office / Flat', { autoComplete: 'address-line1' })}
        {text('line_2', 'Street / Landmark', { autoComplete: 'address-line2' })}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {text('district', 'District')}
          <NativeSelect
            id={`${id}-state`}
            label="State"
            withAsterisk
            data={stateOptions}
            value={values.state}
            onChange={change('state')}
            error={errors.state}
            disabled={statesLoading}
          />
          {text('pin_code', 'Pin Code', {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 6,
          })}
        </SimpleGrid>
        {text('country', 'Country', { autoComplete: 'country-name' })}
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {address ? 'Update address' : 'Save address'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
