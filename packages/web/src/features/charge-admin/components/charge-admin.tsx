import { Switch, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { ADMIN_AREAS, formatPaise, messages, parseChargeAmount } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { LongText } from '../../../components/ui/long-text';
import { DeleteAction, EditAction, RowActions } from '../../../components/ui/row-action';
import { StaffTable } from '../../../components/ui/staff-table';
import { AddButton, ScreenPage } from '../../../components/ui/screen-page';
import { useFormDialog } from '../../../hooks/use-form-dialog';
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

function ChargeDialog({
  opened,
  charge,
  onClose,
}: {
  opened: boolean;
  charge?: Charge;
  onClose: () => void;
}) {
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
  const toggleText = charge.is_active ? 'Deactivate' : 'Activate';

  return (
    <Tooltip label={toggleText} withArrow>
      <Switch
        checked={charge.is_active}
        onChange={() => toggle.switchActive(charge)}
        disabled={toggle.switching}
        aria-label={`${toggleText} charge ${charge.id}`}
        color="green"
      />
    </Tooltip>
  );
}

/** `/charge`: the payment gateway charge and its history, for charge managers. */
export function ChargeAdmin() {
  const charges = useCharges();
  const { dialog, open, close } = useFormDialog<Charge>();
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
    {
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (charge) => (
        <RowActions gap={8}>
          <EditAction row={`charge ${charge.id}`} onClick={() => open(charge)} />
          <DeleteAction row={`charge ${charge.id}`} onClick={() => deletion.askDelete(charge)} />
          <ChargeSwitch charge={charge} />
        </RowActions>
      ),
    },
  ];

  return (
    <ScreenPage
      title={ADMIN_AREAS.charge.title}
      actions={<AddButton label={messages.labels.addCharge} onClick={() => open()} />}
      dialogs={
        <>
          <ChargeDialog
            key={dialog.key}
            opened={dialog.opened}
            charge={dialog.item}
            onClose={close}
          />
          <ConfirmDialog
            title="Delete charge"
            message={messages.charge.confirmDelete}
            confirmLabel="Delete"
            {...deletion.confirmProps}
          />
        </>
      }
    >
      <StaffTable
        query={charges}
        empty={{ icon: IconReceipt, title: 'No charges yet' }}
        label="Charges"
        minWidth={720}
        loadingRows={3}
        columns={columns}
      />
    </ScreenPage>
  );
}
