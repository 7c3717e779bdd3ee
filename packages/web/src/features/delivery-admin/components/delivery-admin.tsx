import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTruckDelivery } from '@tabler/icons-react';
import { ADMIN_AREAS, formatRupees, messages } from '@shop/shared';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { actionsColumn, idColumn, type Column } from '../../../components/ui/data-table';
import { FormModal } from '../../../components/ui/form-modal';
import { DeleteAction, EditAction, RowActions } from '../../../components/ui/row-action';
import { StaffListScreen } from '../../../components/ui/staff-list-screen';
import { useFormDialog, type ItemDialogProps } from '../../../hooks/use-form-dialog';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useActiveToggle, useConfirmDelete } from '../../../hooks/use-staff-mutations';
import { useDeleteDeliveryState } from '../api/delete-delivery-state';
import { useAllDeliveryStates } from '../api/get-delivery-states';
import { useCreateDeliveryState, useUpdateDeliveryState } from '../api/save-delivery-state';
import { useSetDeliveryStateActive } from '../api/set-delivery-state-active';
import type { DeliveryState } from '@shop/shared';
import { DeliveryStateForm } from './delivery-state-form';
import { PinRules } from './pin-rules';

/** Delivery's failures flash the screen's own sentence, whatever the server said. */
const ownText = (_error: Error, text: string) => text;

function StateDialog({ opened, item: state, onClose }: ItemDialogProps<DeliveryState>) {
  const form = useSaveForm(
    state,
    useCreateDeliveryState(),
    useUpdateDeliveryState(),
    messages.delivery,
    onClose,
  );

  return (
    <FormModal opened={opened} onClose={onClose} title={state ? 'Edit State' : 'Add State'}>
      <DeliveryStateForm state={state} {...form} onCancel={onClose} />
    </FormModal>
  );
}

/** Turns the state on or off for shoppers. */
function StateToggle({ state }: { state: DeliveryState }) {
  const toggle = useActiveToggle(useSetDeliveryStateActive(), messages.delivery, ownText);
  const toggleText = state.is_active ? 'Deactivate' : 'Activate';

  return (
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
      loading={toggle.switching}
      onClick={() => toggle.switchActive(state)}
      aria-label={`${toggleText} ${state.name}`}
    >
      {toggleText}
    </Button>
  );
}

/** `/delivery`: delivery states and their rates, and rules by PIN, for delivery managers. */
export function DeliveryAdmin() {
  const states = useAllDeliveryStates();
  const editor = useFormDialog<DeliveryState>();
  const { open } = editor;
  const deletion = useConfirmDelete<DeliveryState>(
    useDeleteDeliveryState(),
    messages.delivery,
    ownText,
  );
  const columns: Column<DeliveryState>[] = [
    idColumn(),
    { header: 'Name', cellProps: { fw: 600 }, cell: (state) => state.name },
    {
      header: 'Delivery rate ₹',
      width: 120,
      align: 'right',
      cell: (state) => formatRupees(state.delivery_rate),
    },
    {
      header: 'Additional rate ₹ per 200 g',
      width: 150,
      align: 'right',
      cell: (state) => formatRupees(state.additional_rate),
    },
    { header: 'Status', width: 110, cell: (state) => <ActiveBadge active={state.is_active} /> },
    actionsColumn(
      (state) => (
        <RowActions>
          <EditAction row={state.name} onClick={() => open(state)} />
          <StateToggle state={state} />
          <DeleteAction row={state.name} onClick={() => deletion.askDelete(state)} />
        </RowActions>
      ),
      230,
    ),
  ];

  return (
    <StaffListScreen
      title={ADMIN_AREAS.delivery.title}
      addLabel="Add State"
      editor={editor}
      Dialog={StateDialog}
      confirmDelete={{
        title: 'Delete state',
        message: deletion.deleting ? `Delete ${deletion.deleting.name}?` : '',
        ...deletion.confirmProps,
      }}
      query={states}
      empty={{ icon: IconTruckDelivery, title: 'No states yet' }}
      label="Delivery states"
      minWidth={860}
      loadingRows={5}
      columns={columns}
    >
      <PinRules />
    </StaffListScreen>
  );
}
