import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import {
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import {
  ADMIN_AREAS,
  canAccess,
  formatRupees,
  messages,
  type DeliveryStateBody,
} from '@shop/shared';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ActiveBadge } from '../../../components/ui/active-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { FormModal } from '../../../components/ui/form-modal';
import { LoadError } from '../../../components/ui/load-error';
import { RowAction } from '../../../components/ui/row-action';
import { StaffPage } from '../../../components/ui/staff-page';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteDeliveryState } from '../api/delete-delivery-state';
import { useAllDeliveryStates } from '../api/get-delivery-states';
import { useCreateDeliveryState, useUpdateDeliveryState } from '../api/save-delivery-state';
import { useSetDeliveryStateActive } from '../api/set-delivery-state-active';
import type { DeliveryState } from '../types';
import { DeliveryStateForm } from './delivery-state-form';

const COLUMNS = 6;

function StateDialog({
  opened,
  state,
  onClose,
}: {
  opened: boolean;
  state?: DeliveryState;
  onClose: () => void;
}) {
  const create = useCreateDeliveryState();
  const update = useUpdateDeliveryState();
  const mutation = state ? update : create;

  const submit = (body: DeliveryStateBody) => {
    if (state) update.mutate({ id: state.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={state ? 'Edit State' : 'Add State'}>
      <DeliveryStateForm
        state={state}
        submitting={mutation.isPending}
        serverError={mutation.error ? errorText(mutation.error, messages.errors.generic) : null}
        onSubmit={submit}
        onCancel={onClose}
      />
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
  const toggle = useSetDeliveryStateActive();
  const switchActive = () => {
    const active = !state.is_active;
    toggle.mutate(
      { id: state.id, active },
      {
        onSuccess: () =>
          flashSuccess(active ? messages.delivery.activated : messages.delivery.deactivated),
        onError: () =>
          flashError(
            active ? messages.delivery.activateFailed : messages.delivery.deactivateFailed,
          ),
      },
    );
  };

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
            loading={toggle.isPending}
            onClick={switchActive}
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
  const { user } = useSession();
  const allowed = canAccess(user?.permissions ?? [], 'delivery');
  const states = useAllDeliveryStates(allowed);
  const remove = useDeleteDeliveryState();
  const { dialog, open, close } = useFormDialog<DeliveryState>();
  const [deleting, setDeleting] = useState<DeliveryState | null>(null);
  const forbidden = !allowed || (states.error instanceof ApiError && states.error.status === 403);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => flashSuccess(messages.delivery.deleted),
      onError: () => flashError(messages.delivery.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (forbidden) {
    body = <AccessDenied permissions={ADMIN_AREAS.delivery.permissions} />;
  } else if (states.isError) {
    body = <LoadError error={states.error} onRetry={() => void states.refetch()} />;
  } else if (states.data?.length === 0) {
    body = <EmptyState icon={IconTruckDelivery} title="No states yet" />;
  } else {
    body = (
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
            onDelete={() => setDeleting(state)}
          />
        ))}
      </DataTable>
    );
  }

  return (
    <StaffPage
      title="Delivery"
      actions={
        forbidden ? null : (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open()}>
            Add State
          </Button>
        )
      }
      dialogs={
        forbidden ? null : (
          <>
            <StateDialog
              key={dialog.key}
              opened={dialog.opened}
              state={dialog.item}
              onClose={close}
            />
            <ConfirmDialog
              opened={deleting !== null}
              title="Delete state"
              message={deleting ? `Delete ${deleting.name}?` : ''}
              confirmLabel="Delete"
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setDeleting(null)}
            />
          </>
        )
      }
    >
      {body}
    </StaffPage>
  );
}
