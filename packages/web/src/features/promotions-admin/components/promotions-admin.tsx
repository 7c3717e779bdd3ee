import { IconDiscount } from '@tabler/icons-react';
import { ADMIN_AREAS, formatRupees, promotionsMessages as P, type Coupon } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { actionsColumn, idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { StaffListScreen } from '../../../components/ui/staff-list-screen';
import { ActiveSwitch, EditAction, RowActions } from '../../../components/ui/row-action';
import { flashError } from '../../../components/ui/flash';
import { useFormDialog, type ItemDialogProps } from '../../../hooks/use-form-dialog';
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
  return (
    <ActiveSwitch
      active={coupon.is_active}
      row={`coupon ${coupon.code}`}
      disabled={toggle.isPending}
      onToggle={() =>
        toggle.mutate(
          { id: coupon.id, active: !coupon.is_active },
          { onError: (error) => flashError(errorText(error, 'Failed to update')) },
        )
      }
    />
  );
}

/** The add or edit dialog: a coupon given means it is edited (PUT), none means a new one. */
function CouponDialog({ opened, item: coupon, onClose }: ItemDialogProps<Coupon>) {
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
  const editor = useFormDialog<Coupon>();
  const { open } = editor;
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
    actionsColumn((c) => (
      <RowActions gap={10}>
        <EditAction row={P.editRow(c.code)} onClick={() => open(c)} />
        <CouponSwitch coupon={c} />
      </RowActions>
    )),
  ];
  return (
    <StaffListScreen
      title={ADMIN_AREAS.promotions.title}
      addLabel={P.addCoupon}
      editor={editor}
      Dialog={CouponDialog}
      query={coupons}
      empty={{ icon: IconDiscount, title: 'No coupons yet' }}
      label="Coupons"
      minWidth={760}
      loadingRows={3}
      columns={columns}
    />
  );
}
