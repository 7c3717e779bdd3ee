import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
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
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteDeliveryState } from '../api/delete-delivery-state';
import { useAllDeliveryStates } from '../api/get-delivery-states';
import { useCreateDeliveryState, useUpdateDeliveryState } from '../api/save-delivery-state';
import { useSetDeliveryStateActive } from '../api/set-delivery-state-active';
import type { DeliveryState } from '../types';
import { DeliveryStateForm } from './delivery-state-form';
import { ConfirmDialog, FormModal, NotAllowed } from './staff-ui';

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
        <Badge color={state.is_active ? 'green' : 'gray'} variant="light" radius="sm">
          {state.is_active ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit" withArrow>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Edit ${state.name}`}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
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
          <Tooltip label="Delete" withArrow>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={`Delete ${state.name}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: COLUMNS }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

interface DialogState {
  opened: boolean;
  state?: DeliveryState;
  key: number;
}

/** `/delivery`: delivery states and their rates, for delivery managers (spec §2). */
export function DeliveryAdmin() {
  const { user } = useSession();
  const allowed = canAccess(user?.permissions ?? [], 'delivery');
  const states = useAllDeliveryStates(allowed);
  const remove = useDeleteDeliveryState();
  const [dialog, setDialog] = useState<DialogState>({ opened: false, key: 0 });
  const [deleting, setDeleting] = useState<DeliveryState | null>(null);
  const forbidden = !allowed || (states.error instanceof ApiError && states.error.status === 403);

  const open = (state?: DeliveryState) =>
    setDialog((current) => ({ opened: true, state, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

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
    body = <NotAllowed permissions={ADMIN_AREAS.delivery.permissions} />;
  } else if (states.isError) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        title={errorText(states.error, messages.errors.generic)}
        color="red"
        action={
          <Button variant="light" onClick={() => void states.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (states.data?.length === 0) {
    body = <StatusPanel icon={<IconTruckDelivery size={26} aria-hidden />} title="No states yet" />;
  } else {
    body = (
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={860}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-busy={states.isPending}
            aria-label="Delivery states"
          >
            <Table.Thead>
              <Table.Tr>
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
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.data ? (
                states.data.map((state) => (
                  <StateRow
                    key={state.id}
                    state={state}
                    onEdit={() => open(state)}
                    onDelete={() => setDeleting(state)}
                  />
                ))
              ) : (
                <LoadingRows />
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Delivery</PageTitle>
          {forbidden ? null : (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open()}>
              Add State
            </Button>
          )}
        </Group>
        {body}
      </Stack>
      {forbidden ? null : (
        <>
          <StateDialog
            key={dialog.key}
            opened={dialog.opened}
            state={dialog.state}
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
      )}
    </Container>
  );
}
