import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconMapPin,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { messages, type AddressBody } from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { PageTitle } from '../../../components/ui/page-title';
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
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading addresses">
      {[0, 1].map((row) => (
        <Paper key={row} withBorder radius="lg" p="md">
          <Stack gap={8}>
            <Skeleton h={18} w="40%" />
            <Skeleton h={14} w="80%" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={14} w="50%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
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

  const saved = () => {
    resetForm();
    const back = returnPath(location.state);
    if (back) navigate(back);
  };

  const submit = (body: AddressBody) => {
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: saved });
    else create.mutate(body, { onSuccess: saved });
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

  let list;
  if (addresses.isPending) {
    list = <AddressSkeleton />;
  } else if (addresses.isError) {
    list = (
      <StatusPanel
        icon={<IconAlertTriangle size={26} aria-hidden />}
        color="red"
        title={errorText(addresses.error, messages.errors.generic)}
        action={<Button onClick={() => void addresses.refetch()}>Try again</Button>}
      />
    );
  } else if (addresses.data.length === 0) {
    list = (
      <StatusPanel
        icon={<IconMapPin size={26} aria-hidden />}
        title={messages.payment.noAddresses}
      />
    );
  } else {
    list = (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Saved addresses">
        {addresses.data.map((address) => {
          const deliverable = states.data ? !!findActiveState(states.data, address.state) : true;
          return (
            <Paper
              key={address.id}
              component="li"
              withBorder
              radius="lg"
              p="md"
              aria-label={`Address of ${address.name}`}
              style={{
                listStyle: 'none',
                borderColor:
                  editing?.id === address.id ? 'var(--mantine-color-herbal-6)' : undefined,
              }}
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <AddressLines address={address} />
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit address of ${address.name}`}
                    onClick={() => startEdit(address)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={`Delete address of ${address.name}`}
                    onClick={() => setDeleting(address)}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
              {deliverable ? null : (
                <Badge color="orange" variant="light" mt="sm" radius="sm">
                  {messages.payment.deliveryUnavailable}
                </Badge>
              )}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Addresses</PageTitle>
          {editing ? (
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={resetForm}
            >
              New address
            </Button>
          ) : null}
        </Group>
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
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete address"
        message={deleting ? `${deleting.name}, ${deleting.line_1}, ${deleting.city}` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
