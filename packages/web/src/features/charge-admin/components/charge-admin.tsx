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
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconTrash,
} from '@tabler/icons-react';
import {
  ADMIN_AREAS,
  canAccess,
  formatPaise,
  messages,
  parseChargeAmount,
  type ChargeBody,
} from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ConfirmDialog, FormModal, NotAllowed } from '../../delivery-admin/components/staff-ui';
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
  const create = useCreateCharge();
  const update = useUpdateCharge();
  const mutation = charge ? update : create;

  const submit = (body: ChargeBody) => {
    if (charge) update.mutate({ id: charge.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={charge ? 'Edit Charge' : 'Add Charge'}>
      <ChargeForm
        charge={charge}
        submitting={mutation.isPending}
        serverError={mutation.error ? errorText(mutation.error, messages.errors.generic) : null}
        onSubmit={submit}
        onCancel={onClose}
      />
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
  const toggle = useSetChargeActive();
  const switchActive = () => {
    const active = !charge.is_active;
    toggle.mutate(
      { id: charge.id, active },
      {
        onSuccess: () =>
          flashSuccess(active ? messages.charge.activated : messages.charge.deactivated),
        onError: (error) =>
          flashError(
            errorText(
              error,
              active ? messages.charge.activateFailed : messages.charge.deactivateFailed,
            ),
          ),
      },
    );
  };

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
        <Badge color={charge.is_active ? 'green' : 'gray'} variant="light" radius="sm">
          {charge.is_active ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={8} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit" withArrow>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Edit charge ${charge.id}`}
              onClick={onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete" withArrow>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={`Delete charge ${charge.id}`}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={charge.is_active ? 'Deactivate' : 'Activate'} withArrow>
            <Switch
              checked={charge.is_active}
              onChange={switchActive}
              disabled={toggle.isPending}
              aria-label={`${charge.is_active ? 'Deactivate' : 'Activate'} charge ${charge.id}`}
              color="green"
            />
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function LoadingRows() {
  return Array.from({ length: 3 }, (_, row) => (
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
  charge?: Charge;
  key: number;
}

/** `/charge`: the payment gateway charge and its history, for charge managers (spec §2). */
export function ChargeAdmin() {
  const { user } = useSession();
  const allowed = canAccess(user?.permissions ?? [], 'charge');
  const charges = useCharges(allowed);
  const remove = useDeleteCharge();
  const [dialog, setDialog] = useState<DialogState>({ opened: false, key: 0 });
  const [deleting, setDeleting] = useState<Charge | null>(null);
  const forbidden = !allowed || (charges.error instanceof ApiError && charges.error.status === 403);

  const open = (charge?: Charge) =>
    setDialog((current) => ({ opened: true, charge, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => flashSuccess(messages.charge.deleted),
      onError: (error) => flashError(errorText(error, messages.charge.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (forbidden) {
    body = <NotAllowed permissions={ADMIN_AREAS.charge.permissions} />;
  } else if (charges.isError) {
    body = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        title={errorText(charges.error, messages.errors.generic)}
        color="red"
        action={
          <Button variant="light" onClick={() => void charges.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (charges.data?.length === 0) {
    body = <StatusPanel icon={<IconReceipt size={26} aria-hidden />} title="No charges yet" />;
  } else {
    body = (
      <Paper withBorder radius="lg">
        <Table.ScrollContainer minWidth={720}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-busy={charges.isPending}
            aria-label="Charges"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Id</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>description</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.data ? (
                charges.data.map((charge) => (
                  <ChargeRow
                    key={charge.id}
                    charge={charge}
                    onEdit={() => open(charge)}
                    onDelete={() => setDeleting(charge)}
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
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Charges</PageTitle>
          {forbidden ? null : (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open()}>
              Add Charge
            </Button>
          )}
        </Group>
        {body}
      </Stack>
      {forbidden ? null : (
        <>
          <ChargeDialog
            key={dialog.key}
            opened={dialog.opened}
            charge={dialog.charge}
            onClose={close}
          />
          <ConfirmDialog
            opened={deleting !== null}
            title="Delete charge"
            message={messages.charge.confirmDelete}
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
