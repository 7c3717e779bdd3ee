import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { couponBody, type CouponBody } from '@shop/shared';
import { FormError } from '../../../components/ui/form-error';

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Rupees off' },
  { value: 'free_delivery', label: 'Free delivery' },
];

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** A new coupon, checked with the server's own rules before it is sent. */
export function CouponForm({
  onSubmit,
  onCancel,
  submitting,
  error,
}: {
  onSubmit: (body: CouponBody) => void;
  onCancel: () => void;
  submitting: boolean;
  error: string | null;
}) {
  const [v, setV] = useState({
    code: '',
    description: '',
    kind: 'percent',
    value: '',
    max_discount: '',
    min_order: '',
    starts_at: '',
    ends_at: '',
    usage_limit: '',
    per_customer_limit: '1',
    first_order_only: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof v) => (event: { currentTarget: { value: string } }) =>
    setV((current) => ({ ...current, [key]: event.currentTarget.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponBody.safeParse({
      ...v,
      value: blankToUndefined(v.value),
      max_discount: blankToUndefined(v.max_discount),
      min_order: blankToUndefined(v.min_order),
      usage_limit: blankToUndefined(v.usage_limit),
      per_customer_limit: blankToUndefined(v.per_customer_limit),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Code"
            withAsterisk
            value={v.code}
            onChange={set('code')}
            data-autofocus
          />
          <NativeSelect label="Kind" data={KINDS} value={v.kind} onChange={set('kind')} />
          {v.kind === 'free_delivery' ? null : (
            <TextInput
              label={v.kind === 'percent' ? 'Percent' : 'Rupees off ₹'}
              withAsterisk
              inputMode="decimal"
              value={v.value}
              onChange={set('value')}
            />
          )}
          {v.kind === 'percent' ? (
            <TextInput
              label="Maximum discount ₹"
              inputMode="decimal"
              value={v.max_discount}
              onChange={set('max_discount')}
            />
          ) : null}
          <TextInput
            label="Minimum order ₹"
            description="Items with GST"
            inputMode="decimal"
            value={v.min_order}
            onChange={set('min_order')}
          />
          <TextInput label="Starts" type="date" value={v.starts_at} onChange={set('starts_at')} />
          <TextInput label="Ends" type="date" value={v.ends_at} onChange={set('ends_at')} />
          <TextInput
            label="Usage limit"
            description="Orders in all; blank for no limit"
            inputMode="numeric"
            value={v.usage_limit}
            onChange={set('usage_limit')}
          />
          <TextInput
            label="Uses per customer"
            inputMode="numeric"
            value={v.per_customer_limit}
            onChange={set('per_customer_limit')}
          />
        </SimpleGrid>
        <TextInput label="Description" value={v.description} onChange={set('description')} />
        <Checkbox
          label="First order only"
          checked={v.first_order_only}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setV((current) => ({ ...current, first_order_only: checked }));
          }}
        />
        <FormError text={problem ?? error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            Add Coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
