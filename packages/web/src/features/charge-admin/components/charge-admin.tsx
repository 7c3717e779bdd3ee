import { Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import { ADMIN_AREAS, formatPaise, messages, parseChargeAmount } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { RowAction } from '../../../components/ui/row-action';
import { StaffList } from '../../../components/ui/staff-list';
import { AddButton, StaffPage } from '../../../components/ui/staff-page';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useActiveToggle, useConfirmDelete } from '../../../hooks/use-staff-mutations';
import { errorText } from '../../../lib/api-client';
import { useDeleteCharge } from '../api/delete-charge';
import { useCharges } from '../api/get-charges';
import { useCreateCharge, useUpdateCharge } from '../api/save-charge';
import { useSetChargeActive } from '../api/set-charge-active';
import type { Charge } from '../types';
import { ChargeForm } from './charge-form';

const COLUMNS = 6;

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
  const form = useSaveForm(charge, useCreateCharge(), useUpdateCharge(), onClose);

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

function ChargeRow({
  charge,
  onEdit,
  onDelete,
}: {
  charge: Charge;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { switchActive, switching } = useActiveToggle(
    useSetChargeActive(),
    messages.charge,
    errorText,
  );

  return (
    <Table.Tr>
      <Table.Td c="dimmed">{charge.id}</Table.Td>
      <Table.Td fw={600}>{charge.type}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {amountText(charge.amount)}
      </Table.Td>
      <Table.Td>
        <Text fz="sm" lineClamp={2} title={charge.description}>
          {charge.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <ActiveBadge active={charge.is_active} />
      </Table.Td>
      <Table.Td>
        <Group gap={8} justify="flex-end" wrap="nowrap">
          <RowAction
            tooltip="Edit"
            label={`Edit charge ${charge.id}`}
            icon={IconPencil}
            onClick={onEdit}
          />
          <RowAction
            tooltip="Delete"
            label={`Delete charge ${charge.id}`}
            icon={IconTrash}
            color="red"
            onClick={onDelete}
          />
          <Tooltip label={charge.is_active ? 'Deactivate' : 'Activate'} withArrow>
            <Switch
              checked={charge.is_active}
              onChange={() => switchActive(charge)}
              disabled={switching}
              aria-label={`${charge.is_active ? 'Deactivate' : 'Activate'} charge ${charge.id}`}
              color="green"
            />
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** `/charge`: the payment gateway charge and its history, for charge managers (spec §2). */
export function ChargeAdmin() {
  const charges = useCharges();
  const { dialog, open, close } = useFormDialog<Charge>();
  const { askDelete, confirmProps } = useConfirmDelete<Charge>(
    useDeleteCharge(),
    messages.charge,
    errorText,
  );

  return (
    <StaffPage
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
            {...confirmProps}
          />
        </>
      }
    >
      <StaffList query={charges} emptyIcon={IconReceipt} emptyTitle="No charges yet">
        <DataTable
          label="Charges"
          minWidth={720}
          busy={charges.isPending}
          loading={!charges.data}
          columns={COLUMNS}
          loadingRows={3}
          head={
            <>
              <Table.Th w={60}>Id</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>description</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </>
          }
        >
          {charges.data?.map((charge) => (
            <ChargeRow
              key={charge.id}
              charge={charge}
              onEdit={() => open(charge)}
              onDelete={() => askDelete(charge)}
            />
          ))}
        </DataTable>
      </StaffList>
    </StaffPage>
  );
}
