import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { addressBody, type AddressBody } from '@shop/shared';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { useFieldForm } from '../../../hooks/use-field-form';
import type { Address, DeliveryState } from '@shop/shared';
import { PlaceSuggestions, pinFill, usePinAutofill } from './pin-autofill';

// The form's fields are the body's: a field added to the schema is a field of the form.
const FIELDS = addressBody.keyof().options;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const DEFAULT_COUNTRY = 'India';

/** A field of so many digits: the phone's number keypad, and no room for more. */
const digits = (maxLength: number) => ({ inputMode: 'numeric', maxLength });

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
  /** The active delivery states: the only states an address may name. */
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
  const { values, setValues, field, submitWith } = useFieldForm(FIELDS, () =>
    initialValues(address),
  );

  const submit = submitWith(addressBody, onSubmit);

  const stateNames = states.map((state) => state.name);
  // A known PIN fills in its state and district and offers its post offices as the city.
  const placesId = useId();
  const pin = usePinAutofill({
    pin: values.pin_code,
    initialPin: address?.pin_code,
    onFound: (pincode) => setValues((current) => ({ ...current, ...pinFill(pincode, stateNames) })),
  });
  const stateOptions = [
    { value: '', label: statesLoading ? 'Loading states…' : 'Choose a state' },
    ...stateNames.map((name) => ({ value: name, label: name })),
  ];
  // An address saved before its state lost delivery keeps showing that state until changed.
  if (values.state && !stateNames.includes(values.state)) {
    stateOptions.push({ value: values.state, label: values.state });
  }

  const text = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput {...field(name)} label={label} withAsterisk {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} aria-label="Address form">
      <Stack gap="sm">
        <FormError text={serverError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {text('name', 'Name', { autoComplete: 'name', maxLength: 100 })}
          {text('phone_number', 'Phone Number', {
            autoComplete: 'tel-national',
            type: 'tel',
            // Room for "+91 98765 43210"; the schema keeps the 10 digits.
            maxLength: 16,
          })}
        </SimpleGrid>
        {text('line_1', 'House / Office / Flat', { autoComplete: 'address-line1' })}
        {text('line_2', 'Street / Landmark', { autoComplete: 'address-line2' })}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {text('pin_code', 'Pin Code', {
            autoComplete: 'postal-code',
            description: pin.note,
            ...digits(6),
          })}
          {text('city', 'City', { autoComplete: 'address-level2', list: placesId })}
          {text('district', 'District')}
          <NativeSelect
            {...field('state')}
            label="State"
            withAsterisk
            data={stateOptions}
            disabled={statesLoading}
          />
        </SimpleGrid>
        <PlaceSuggestions id={placesId} places={pin.places} />
        {text('country', 'Country', { autoComplete: 'country-name' })}
        <FormActions
          submitLabel={address ? 'Update address' : 'Save address'}
          submitting={submitting}
          onCancel={onCancel}
          cancelLabel="Cancel"
        />
      </Stack>
    </form>
  );
}
