import { Group, Switch, Tooltip } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { ADMIN_AREAS, formatRupees, promotionsMessages as P, type Coupon } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { StaffTable } from '../../../components/ui/staff-table';
import { AddButton, ScreenPage } from '../../../components/ui/screen-page';
import { EditAction } from '../../../components/ui/row-action';
import { flashError } from '../../../components/ui/flash';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { errorText } from '../../../lib/api-client';
import { useCoupons, useCreateCoupon, useSetCouponActive, useUpdateCoupon } from '../api/coupons';
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

/** The add or edit dialog: a coupon given means it is edited (PUT), none means a new one. */
function CouponDialog({
  opened,
  coupon,
  onClose,
}: {
  opened: boolean;
  coupon?: Coupon;
  onClose: () => void;
}) {
  const { serverError, ...form } = useSaveForm(
    coupon,
    useCreateCoupon(),
    useUpdateCoupon(),
    { added: P.couponAdded, updated: P.couponUpdated },
    onClose,
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={coupon ? P.editCoupon : P.addCoupon}
      size="lg"
    >
      <CouponForm
        key={coupon?.id ?? 'new'}
        coupon={coupon}
        error={serverError}
        onCancel={onClose}
        {...form}
      />
    </FormModal>
  );
}

/** `/promotions`: coupon codes with their uses, the discount given and their orders' revenue. */
export function PromotionsAdmin() {
  const coupons = useCoupons();
  const { dialog, open, close } = useFormDialog<Coupon>();
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
    {
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (c) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <EditAction row={P.editRow(c.code)} onClick={() => open(c)} />
          <CouponSwitch coupon={c} />
        </Group>
      ),
    },
  ];
  return (
    <ScreenPage
      title={ADMIN_AREAS.promotions.title}
      actions={<AddButton label={P.addCoupon} onClick={() => open()} />}
      dialogs={
        <CouponDialog
          key={dialog.key}
          opened={dialog.opened}
          coupon={dialog.item}
          onClose={close}
        />
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
