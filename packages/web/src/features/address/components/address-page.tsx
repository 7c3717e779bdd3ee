import { useRef, useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus, IconTrash, type Icon } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { messages, type AddressBody } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { ScreenPage } from '../../../components/ui/screen-page';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { QueryList } from '../../../components/ui/query-list';
import { StatusPanel } from '../../../components/ui/status-panel';
import { errorText } from '../../../lib/api-client';
import { useDeleteAddress } from '../api/delete-address';
import { findActiveState, useActiveDeliveryStates } from '../../../api/get-active-delivery-states';
import { useAddresses } from '../../../api/get-addresses';
import { useCreateAddress, useUpdateAddress } from '../api/save-address';
import type { Address } from '@shop/shared';
import { AddressForm } from './address-form';
import { AddressLines } from '../../../components/shop/address-lines';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

function AddressSkeleton() {
  return (
    <CardListSkeleton label="Loading addresses" rows={2} gap="sm">
      <Stack gap={8}>
        <Skeleton h={18} w="40%" />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="60%" />
        <Skeleton h={14} w="50%" />
      </Stack>
    </CardListSkeleton>
  );
}

interface CardActionProps {
  label: 'Edit' | 'Delete';
  icon: Icon;
  color?: string;
  /** The address acted on; its name goes into the button's accessible name. */
  address: Address;
  onClick: () => void;
}

/** An Edit or Delete button on an address card, named after the address it acts on. */
function CardAction({ label, icon: ActionGlyph, color, address, onClick }: CardActionProps) {
  return (
    <Button
      variant="light"
      color={color}
      size="xs"
      leftSection={<ActionGlyph size={14} aria-hidden />}
      aria-label={`${label} address of ${address.name}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

interface AddressCardProps {
  address: Address;
  /** False when its state is not delivered to now. */
  deliverable: boolean;
  /** The address the form is editing. */
  selected: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, deliverable, selected, onEdit, onDelete }: AddressCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-label={`Address of ${address.name}`}
      style={{
        listStyle: 'none',
        borderColor: selected ? 'var(--mantine-color-herbal-6)' : undefined,
      }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <AddressLines address={address} />
        <Group gap="xs">
          <CardAction label="Edit" icon={IconPencil} address={address} onClick={onEdit} />
          <CardAction
            label="Delete"
            icon={IconTrash}
            color="red"
            address={address}
            onClick={onDelete}
          />
        </Group>
      </Group>
      {deliverable ? null : (
        <Badge color="orange" variant="light" mt="sm" radius="sm">
          {messages.payment.deliveryUnavailable}
        </Badge>
      )}
    </Paper>
  );
}

/** Where to go after saving, when another screen sent the shopper here to add an address. */
function returnPath(state: unknown): string | null {
  const from = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

/** `/address`: the shopper's saved addresses, and a form to add or change one. */
export function AddressPage() {
  const addresses = useAddresses();
  const states = useActiveDeliveryStates();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLDivElement>(null);

  const [editing, setEditing] = useState<Address | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const mutation = editing ? update : create;

  const resetForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
    create.reset();
    update.reset();
  };

  const startEdit = (address: Address) => {
    create.reset();
    update.reset();
    setEditing(address);
    setFormKey((key) => key + 1);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const saved = (sentence: string) => () => {
    resetForm();
    const back = returnPath(location.state);
    // Said here, and still on screen where the shopper is taken back to.
    flashSuccess(sentence, { follows: Boolean(back) });
    if (back) navigate(back);
  };

  const submit = (body: AddressBody) => {
    if (editing)
      update.mutate({ id: editing.id, body }, { onSuccess: saved(messages.address.updated) });
    else create.mutate(body, { onSuccess: saved(messages.address.saved) });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        flashSuccess(messages.address.deleted);
        if (editing?.id === target.id) resetForm();
      },
      onError: () => flashError(messages.address.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const list = (
    <QueryList
      query={addresses}
      skeleton={<AddressSkeleton />}
      empty={
        <StatusPanel
          icon={<IconMapPin size={26} aria-hidden />}
          title={messages.payment.noAddresses}
        />
      }
    >
      {(savedAddresses) => (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Saved addresses">
          {savedAddresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              deliverable={states.data ? !!findActiveState(states.data, address.state) : true}
              selected={editing?.id === address.id}
              onEdit={() => startEdit(address)}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </Stack>
      )}
    </QueryList>
  );

  return (
    <ScreenPage
      title="Addresses"
      actions={
        editing ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={resetForm}
          >
            New address
          </Button>
        ) : null
      }
      dialogs={
        <ConfirmDialog
          opened={deleting !== null}
          title="Delete address"
          message={deleting ? `${deleting.name}, ${deleting.line_1}, ${deleting.city}` : ''}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      }
    >
      <Grid gutter={{ base: 'md', md: 'xl' }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>{list}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} ref={formRef}>
            <Stack gap="md">
              <Title order={2} fz="h4">
                {editing ? 'Edit address' : 'Add a new address'}
              </Title>
              <AddressForm
                key={formKey}
                address={editing ?? undefined}
                states={states.data ?? []}
                statesLoading={states.isPending}
                submitting={mutation.isPending}
                serverError={
                  mutation.error ? errorText(mutation.error, messages.errors.generic) : null
                }
                onSubmit={submit}
                onCancel={editing ? resetForm : undefined}
              />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </ScreenPage>
  );
}
