import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { couponBody, promotionsMessages as P, type Coupon, type CouponBody } from '@shop/shared';
import { FormError } from '../../../components/ui/form-error';
import { useCouponCategories } from '../api/coupons';
import { couponInput, couponValues, type CouponValues } from '../utils/coupon-values';

const KINDS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Rupees off' },
  { value: 'free_delivery', label: 'Free delivery' },
];

/** The categories a percent or rupees coupon is limited to: none ticked means every one. */
function CategoryPicker({
  value,
  onChange,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const categories = useCouponCategories();
  return (
    <Checkbox.Group
      label={P.categories}
      description={P.categoriesHint}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
    >
      {categories.data ? (
        <Group gap="md" mt={6}>
          {categories.data.map((category) => (
            <Checkbox key={category.id} value={String(category.id)} label={category.name} />
          ))}
        </Group>
      ) : (
        <Text fz="sm" c="dimmed" mt={6}>
          {P.categoriesLoading}
        </Text>
      )}
    </Checkbox.Group>
  );
}

/** A new coupon, or an existing one to edit, checked with the server's own rules before it is sent. */
export function CouponForm({
  coupon,
  onSubmit,
  onCancel,
  submitting,
  error,
}: {
  coupon?: Coupon;
  onSubmit: (body: CouponBody) => void;
  onCancel: () => void;
  submitting: boolean;
  error: string | null;
}) {
  const [v, setV] = useState<CouponValues>(() => couponValues(coupon));
  const [problem, setProblem] = useState<string | null>(null);
  // The value is read at once: the event's target is gone by the time the state updates.
  const set = (key: keyof CouponValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setV((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponBody.safeParse(couponInput(v, coupon));
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
        {v.kind === 'free_delivery' ? null : (
          <CategoryPicker
            value={v.category_ids}
            onChange={(ids) => setV((current) => ({ ...current, category_ids: ids }))}
          />
        )}
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
            {P.close}
          </Button>
          <Button type="submit" loading={submitting}>
            {coupon ? P.saveChanges : P.addCoupon}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
