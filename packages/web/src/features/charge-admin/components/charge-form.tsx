import type { FormEvent } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { CHARGE_TYPES, chargeBody, messages, type ChargeBody } from '@shop/shared';
import { flashError } from '../../../components/ui/flash';
import {
  StaffFormFrame,
  StaffTextarea,
  type StaffFormProps,
} from '../../../components/ui/staff-form';
import { useFieldForm } from '../../../hooks/use-field-form';
import { textValues } from '../../../lib/form-values';
import type { Charge } from '@shop/shared';

const FIELDS = ['type', 'amount', 'description'] as const;

interface ChargeFormProps extends StaffFormProps<ChargeBody> {
  charge?: Charge;
}

/** Type from the fixed list, amount a rupee figure or a percentage, description. */
export function ChargeForm({ charge, onSubmit, ...frame }: ChargeFormProps) {
  const { values, field, submitWith } = useFieldForm(FIELDS, () => textValues(FIELDS, charge));

  const send = submitWith(chargeBody, onSubmit);
  const submit = (event: FormEvent) => {
    // A missing type is announced as an alert before anything else.
    if (!values.type) flashError(messages.charge.typeRequired);
    send(event);
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
    <StaffFormFrame
      {...frame}
      submitLabel={charge ? 'Update Charge' : messages.labels.addCharge}
      onSubmit={submit}
    >
      <NativeSelect
        {...field('type')}
        label="Type"
        withAsterisk
        data={typeOptions}
        data-autofocus
      />
      <TextInput
        {...field('amount')}
        label="Amount"
        withAsterisk
        placeholder="25 or 2%"
        maxLength={20}
        w={{ base: '100%', xs: 220 }}
      />
      <StaffTextarea {...field('description')} label="Description" minRows={2} maxRows={6} />
    </StaffFormFrame>
  );
}
