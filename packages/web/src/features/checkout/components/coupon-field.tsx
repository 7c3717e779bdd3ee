import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { messages, type AppliedCoupon } from '@shop/shared';
import { errorText } from '../../../lib/api-client';
import { applyCoupon } from '../api/apply-coupon';

interface CouponFieldProps {
  /** The order the summary shows: a product and quantity, or the cart (null). */
  productId: number | null;
  qty: number | undefined;
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}

/** One coupon per order: the server says what it saves or why it does not apply. */
export function CouponField({ productId, qty, applied, onChange }: CouponFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      const answer = await applyCoupon({ code: code.trim(), product_id: productId, qty });
      onChange(answer.coupon);
    } catch (failure) {
      setError(errorText(failure, messages.promotions.couponInvalid));
    } finally {
      setBusy(false);
    }
  };

  if (applied)
    return (
      <Group justify="space-between" wrap="nowrap" data-testid="coupon-applied">
        <Group gap={6} wrap="nowrap">
          <IconDiscount size={18} aria-hidden color="var(--mantine-color-herbal-7)" />
          <Stack gap={0}>
            <Text fw={600} fz="sm">
              {messages.promotions.applied(applied.code)}
            </Text>
            {applied.description ? (
              <Text fz="xs" c="dimmed">
                {applied.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            onChange(null);
            setCode('');
          }}
        >
          {messages.promotions.remove}
        </Button>
      </Group>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={messages.promotions.couponLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
        />
        <Button type="submit" variant="light" mt={25} loading={busy}>
          {messages.promotions.apply}
        </Button>
      </Group>
    </form>
  );
}
