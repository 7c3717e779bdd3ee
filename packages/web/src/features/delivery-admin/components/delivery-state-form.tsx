import { TextInput } from '@mantine/core';
import { deliveryStateBody, type DeliveryStateBody } from '@shop/shared';
import {
  FieldRow,
  ShortInput,
  StaffFormFrame,
  type StaffFormProps,
} from '../../../components/ui/staff-form';
import { useFieldForm } from '../../../hooks/use-field-form';
import { textValues } from '../../../lib/form-values';
import type { DeliveryState } from '@shop/shared';

const FIELDS = ['name', 'delivery_rate', 'additional_rate', 'gst_state_code'] as const;

interface DeliveryStateFormProps extends StaffFormProps<DeliveryStateBody> {
  state?: DeliveryState;
}

/** Name required; both rates numbers in rupees, checked by the server's own schema. */
export function DeliveryStateForm({ state, onSubmit, ...frame }: DeliveryStateFormProps) {
  const { field, submitWith } = useFieldForm(FIELDS, () => textValues(FIELDS, state));

  return (
    <StaffFormFrame
      {...frame}
      submitLabel={state ? 'Update State' : 'Add State'}
      onSubmit={submitWith(deliveryStateBody, onSubmit)}
    >
      <TextInput {...field('name')} label="Name" withAsterisk maxLength={100} data-autofocus />
      <FieldRow>
        <TextInput
          {...field('delivery_rate')}
          label="Delivery rate ₹"
          withAsterisk
          inputMode="decimal"
          leftSection="₹"
        />
        <TextInput
          {...field('additional_rate')}
          label="Additional rate ₹ per 200 g"
          inputMode="decimal"
          leftSection="₹"
        />
      </FieldRow>
      <ShortInput
        {...field('gst_state_code')}
        label="GST state code"
        description="Two digits, such as 08 for Rajasthan; the place of supply on tax invoices"
        inputMode="numeric"
        maxLength={2}
      />
    </StaffFormFrame>
  );
}
