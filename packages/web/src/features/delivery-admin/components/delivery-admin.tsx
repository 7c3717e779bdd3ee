import { Button, Group, Table } from '@mantine/core';
import {
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { ADMIN_AREAS, formatRupees, messages } from '@shop/shared';
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
import { useDeleteDeliveryState } from '../api/delete-delivery-state';
import { useAllDeliveryStates } from '../api/get-delivery-states';
import { useCreateDeliveryState, useUpdateDeliveryState } from '../api/save-delivery-state';
import { useSetDeliveryStateActive } from '../api/set-delivery-state-active';
import type { DeliveryState } from '../types';
import { DeliveryStateForm } from './delivery-state-form';

const COLUMNS = 6;

/** Delivery's failures flash the screen's own sentence, whatever the server said. */
const ownText = (_error: Error, text: string) => text;

function StateDialog({
  opened,
  state,
  onClose,
}: {
  opened: boolean;
  state?: DeliveryState;
  onClose: () => void;
}) {
  const form = useSaveForm(state, useCreateDeliveryState(), useUpdateDeliveryState(), onClose);

  return (
    <FormModal opened={opened} onClose={onClose} title={state ? 'Edit State' : 'Add State'}>
      <DeliveryStateForm state={state} {...form} onCancel={onClose} />
    </FormModal>
  );
}

function StateRow({
  state,
  onEdit,
  onDelete,
}: {
  state: DeliveryState;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { switchActive, switching } = useActiveToggle(
    useSetDeliveryStateActive(),
    messages.delivery,
    ownText,
  );

  return (
    <Table.Tr>
      <Table.Td c="dimmed">{state.id}</Table.Td>
      <Table.Td fw={600}>{state.name}</Table.Td>
      <Table.Td ta="right">{formatRupees(state.delivery_rate)}</Table.Td>
      <Table.Td ta="right">{formatRupees(state.additional_rate)}</Table.Td>
      <Table.Td>
        <ActiveBadge active={state.is_active} />
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <RowAction
            tooltip="Edit"
            label={`Edit ${state.name}`}
            icon={IconPencil}
            onClick={onEdit}
          />
          <Button
            size="xs"
            variant="light"
            color={state.is_active ? 'orange' : 'green'}
            miw={124}
            leftSection={
              state.is_active ? (
                <IconPlayerPause size={14} aria-hidden />
              ) : (
                <IconPlayerPlay size={14} aria-hidden />
              )
            }
            loading={switching}
            onClick={() => switchActive(state)}
            aria-label={`${state.is_active ? 'Deactivate' : 'Activate'} ${state.name}`}
          >
            {state.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <RowAction
            tooltip="Delete"
            label={`Delete ${state.name}`}
            icon={IconTrash}
            color="red"
            onClick={onDelete}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** `/delivery`: delivery states and their rates, for delivery managers (spec §2). */
export function DeliveryAdmin() {
  const states = useAllDeliveryStates();
  const { dialog, open, close } = useFormDialog<DeliveryState>();
  const { deleting, askDelete, confirmProps } = useConfirmDelete<DeliveryState>(
    useDeleteDeliveryState(),
    messages.delivery,
    ownText,
  );

  return (
    <StaffPage
      title={ADMIN_AREAS.delivery.title}
      actions={<AddButton label="Add State" onClick={() => open()} />}
      dialogs={
        <>
          <StateDialog
            key={dialog.key}
            opened={dialog.opened}
            state={dialog.item}
            onClose={close}
          />
          <ConfirmDialog
            title="Delete state"
            message={deleting ? `Delete ${deleting.name}?` : ''}
            confirmLabel="Delete"
            {...confirmProps}
          />
        </>
      }
    >
      <StaffList query={states} emptyIcon={IconTruckDelivery} emptyTitle="No states yet">
        <DataTable
          label="Delivery states"
          minWidth={860}
          busy={states.isPending}
          loading={!states.data}
          columns={COLUMNS}
          loadingRows={5}
          head={
            <>
              <Table.Th w={60}>Id</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={120} ta="right">
                Delivery rate ₹
              </Table.Th>
              <Table.Th w={150} ta="right">
                Additional rate ₹ per 200 g
              </Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={230} ta="right">
                Actions
              </Table.Th>
            </>
          }
        >
          {states.data?.map((state) => (
            <StateRow
              key={state.id}
              state={state}
              onEdit={() => open(state)}
              onDelete={() => askDelete(state)}
            />
          ))}
        </DataTable>
      </StaffList>
    </StaffPage>
  );
}
