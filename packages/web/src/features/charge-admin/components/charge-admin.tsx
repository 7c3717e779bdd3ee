import { IconReceipt } from '@tabler/icons-react';
import { ADMIN_AREAS, formatPaise, messages, parseChargeAmount } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { actionsColumn, idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { LongText } from '../../../components/ui/long-text';
import {
  ActiveSwitch,
  DeleteAction,
  EditAction,
  RowActions,
} from '../../../components/ui/row-action';
import { StaffListScreen } from '../../../components/ui/staff-list-screen';
import { useFormDialog, type ItemDialogProps } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useActiveToggle, useConfirmDelete } from '../../../hooks/use-staff-mutations';
import { errorText } from '../../../lib/api-client';
import { useDeleteCharge } from '../api/delete-charge';
import { useCharges } from '../api/get-charges';
import { useCreateCharge, useUpdateCharge } from '../api/save-charge';
import { useSetChargeActive } from '../api/set-charge-active';
import type { Charge } from '@shop/shared';
import { ChargeForm } from './charge-form';

/** "25" reads as ₹25.00; a percentage stays as typed. */
function amountText(amount: string): string {
  const parsed = parseChargeAmount(amount);
  if (parsed?.kind === 'fixed') return formatPaise(parsed.paise);
  if (parsed?.kind === 'percent') return `${parsed.percent}%`;
  return amount;
}

function ChargeDialog({ opened, item: charge, onClose }: ItemDialogProps<Charge>) {
  const form = useSaveForm(charge, useCreateCharge(), useUpdateCharge(), messages.charge, onClose);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={charge ? 'Edit Charge' : messages.labels.addCharge}
    >
      <ChargeForm charge={charge} {...form} onCancel={onClose} />
    </FormModal>
  );
}

/** Turns the charge on or off in place. */
function ChargeSwitch({ charge }: { charge: Charge }) {
  const toggle = useActiveToggle(useSetChargeActive(), messages.charge, errorText);
  return (
    <ActiveSwitch
      active={charge.is_active}
      row={`charge ${charge.id}`}
      disabled={toggle.switching}
      onToggle={() => toggle.switchActive(charge)}
    />
  );
}

/** `/charge`: the payment gateway charge and its history, for charge managers. */
export function ChargeAdmin() {
  const charges = useCharges();
  const editor = useFormDialog<Charge>();
  const { open } = editor;
  const deletion = useConfirmDelete<Charge>(useDeleteCharge(), messages.charge, errorText);
  const columns: Column<Charge>[] = [
    idColumn(),
    { header: 'Type', cellProps: { fw: 600 }, cell: (charge) => charge.type },
    { header: 'Amount', align: 'right', nowrap: true, cell: (charge) => amountText(charge.amount) },
    {
      header: 'description',
      label: 'Description',
      cell: (charge) => <LongText text={charge.description} />,
    },
    { header: 'Status', cell: (charge) => <ActiveBadge active={charge.is_active} /> },
    actionsColumn((charge) => (
      <RowActions gap={8}>
        <EditAction row={`charge ${charge.id}`} onClick={() => open(charge)} />
        <DeleteAction row={`charge ${charge.id}`} onClick={() => deletion.askDelete(charge)} />
        <ChargeSwitch charge={charge} />
      </RowActions>
    )),
  ];

  return (
    <StaffListScreen
      title={ADMIN_AREAS.charge.title}
      addLabel={messages.labels.addCharge}
      editor={editor}
      Dialog={ChargeDialog}
      confirmDelete={{
        title: 'Delete charge',
        message: messages.charge.confirmDelete,
        ...deletion.confirmProps,
      }}
      query={charges}
      empty={{ icon: IconReceipt, title: 'No charges yet' }}
      label="Charges"
      minWidth={720}
      loadingRows={3}
      columns={columns}
    />
  );
}
