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

/** The coupon's fields that are typed as text. */
type TextKey = {
  [K in keyof CouponValues]: CouponValues[K] extends string ? K : never;
}[keyof CouponValues];

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
  // A text field's value and the handler that keeps what is typed. The value is read at
  // once: the event's target is gone by the time the state updates.
  const text = (key: TextKey) => ({
    value: v[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setV((current) => ({ ...current, [key]: value }));
    },
  });

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
          <TextInput label="Code" withAsterisk {...text('code')} data-autofocus />
          <NativeSelect label="Kind" data={KINDS} {...text('kind')} />
          {v.kind === 'free_delivery' ? null : (
            <TextInput
              label={v.kind === 'percent' ? 'Percent' : 'Rupees off ₹'}
              withAsterisk
              inputMode="decimal"
              {...text('value')}
            />
          )}
          {v.kind === 'percent' ? (
            <TextInput label="Maximum discount ₹" inputMode="decimal" {...text('max_discount')} />
          ) : null}
          <TextInput
            label="Minimum order ₹"
            description="Items with GST"
            inputMode="decimal"
            {...text('min_order')}
          />
          <TextInput label="Starts" type="date" {...text('starts_at')} />
          <TextInput label="Ends" type="date" {...text('ends_at')} />
          <TextInput
            label="Usage limit"
            description="Orders in all; blank for no limit"
            inputMode="numeric"
            {...text('usage_limit')}
          />
          <TextInput
            label="Uses per customer"
            inputMode="numeric"
            {...text('per_customer_limit')}
          />
        </SimpleGrid>
        <TextInput label="Description" {...text('description')} />
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
