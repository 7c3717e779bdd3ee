import { useState } from 'react';
import { Switch, Tooltip } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { ADMIN_AREAS, formatRupees, type Coupon } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { StaffTable } from '../../../components/ui/staff-table';
import { AddButton, ScreenPage } from '../../../components/ui/screen-page';
import { flashError } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useCoupons, useCreateCoupon, useSetCouponActive } from '../api/coupons';
import { CouponForm } from './coupon-form';

/** What the coupon takes off: "10% (up to ₹150.00)", "₹75.00", "Free delivery". */
function offerText(coupon: Coupon) {
  if (coupon.kind === 'free_delivery') return 'Free delivery';
  if (coupon.kind === 'fixed') return formatRupees(coupon.value);
  return coupon.max_discount === null
    ? `${coupon.value}%`
    : `${coupon.value}% (up to ${formatRupees(coupon.max_discount)})`;
}

function CouponSwitch({ coupon }: { coupon: Coupon }) {
  const toggle = useSetCouponActive();
  const text = coupon.is_active ? 'Deactivate' : 'Activate';
  return (
    <Tooltip label={text} withArrow>
      <Switch
        checked={coupon.is_active}
        disabled={toggle.isPending}
        onChange={() =>
          toggle.mutate(
            { id: coupon.id, active: !coupon.is_active },
            { onError: (error) => flashError(errorText(error, 'Failed to update')) },
          )
        }
        aria-label={`${text} coupon ${coupon.code}`}
        color="green"
      />
    </Tooltip>
  );
}

/** `/promotions`: coupon codes with their uses, the discount given and their orders' revenue. */
export function PromotionsAdmin() {
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const [adding, setAdding] = useState(false);
  const columns: Column<Coupon>[] = [
    idColumn(),
    { header: 'Code', cellProps: { fw: 600 }, cell: (c) => c.code },
    { header: 'Offer', nowrap: true, cell: offerText },
    {
      header: 'Uses',
      align: 'right',
      cell: (c) => (c.usage_limit === null ? String(c.used) : `${c.used} / ${c.usage_limit}`),
    },
    {
      header: 'Discount given',
      align: 'right',
      nowrap: true,
      cell: (c) => formatRupees(c.discount_given),
    },
    { header: 'Revenue', align: 'right', nowrap: true, cell: (c) => formatRupees(c.revenue) },
    { header: 'Status', cell: (c) => <ActiveBadge active={c.is_active} /> },
    { header: 'Actions', align: 'right', actions: true, cell: (c) => <CouponSwitch coupon={c} /> },
  ];
  const close = () => {
    setAdding(false);
    create.reset();
  };
  return (
    <ScreenPage
      title={ADMIN_AREAS.promotions.title}
      actions={<AddButton label="Add Coupon" onClick={() => setAdding(true)} />}
      dialogs={
        <FormModal opened={adding} onClose={close} title="Add Coupon" size="lg">
          <CouponForm
            submitting={create.isPending}
            error={create.error ? errorText(create.error, 'Failed to save') : null}
            onCancel={close}
            onSubmit={(body) => create.mutate(body, { onSuccess: close })}
          />
        </FormModal>
      }
    >
      <StaffTable
        query={coupons}
        empty={{ icon: IconDiscount, title: 'No coupons yet' }}
        label="Coupons"
        minWidth={760}
        loadingRows={3}
        columns={columns}
      />
    </ScreenPage>
  );
}
