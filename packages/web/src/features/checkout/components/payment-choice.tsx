import { Radio, Stack, Text } from '@mantine/core';
import { codMessages, type PaymentMethod } from '@shop/shared';

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The COD fee with its tax, as shown ("₹35.40"); null while it is not known. */
  codFee: string | null;
  /** Why cash on delivery is not offered for this order, if it is not. */
  codRefusal: string | null;
}

/** The two ways to pay: online, or cash at the door with its fee (disabled with the reason). */
export function PaymentChoice({ value, onChange, codFee, codRefusal }: PaymentChoiceProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next === 'cod' ? 'cod' : 'online')}
      label={codMessages.paymentMethodHeading}
      data-testid="payment-choice"
    >
      <Stack gap="xs" mt="xs">
        <Radio value="online" label={codMessages.payOnline} />
        <Radio
          value="cod"
          disabled={codRefusal !== null}
          label={codFee ? codMessages.cashOnDeliveryWithFee(codFee) : codMessages.cashOnDelivery}
          description={
            codRefusal ? (
              <Text component="span" fz="sm" c="red.7" data-testid="cod-refusal">
                {codRefusal}
              </Text>
            ) : undefined
          }
        />
      </Stack>
    </Radio.Group>
  );
}
