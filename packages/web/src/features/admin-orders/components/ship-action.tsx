import {
  formatDateTime,
  type AdminOrder,
  type Carrier,
  CARRIERS,
  checkShipmentEntry,
  messages,
  shipmentMessages,
  trackingFormatHint,
} from '@shop/shared';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Dialog } from '../../../components/ui/dialog';
import { flashSuccess } from '../../../components/ui/flash';
import { FormError } from '../../../components/ui/form-error';
import { TrackParcelLink } from '../../../entities/order/track-parcel-link';
import { errorText } from '../../../lib/api-client';
import { useShippingSetup } from '../api/get-shipping-setup';
import { useShipOrder } from '../api/ship-order';

const m = shipmentMessages;

/** The Ship action: carrier, tracking number with its format hint, and Other's own link. */
export function ShipAction({ order }: { order: AdminOrder }) {
  const ship = useShipOrder();
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<Carrier>('India Post');
  const [number, setNumber] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = useShippingSetup(open);
  const done = {
    onSuccess: () => {
      setOpen(false);
      flashSuccess(m.staff.shipped);
    },
  };

  // A change to any field clears the error it was shown for.
  const edits = (set: (value: string) => void) => (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    setError(null);
  };

  const submit = () => {
    const checked = checkShipmentEntry(carrier, number, carrier === 'Other' ? url : null);
    if ('error' in checked) return setError(checked.error);
    if (!checked.entry.tracking_number) return setError(m.trackingRequired);
    ship.mutate(
      {
        id: order.id,
        body: {
          carrier,
          tracking_number: checked.entry.tracking_number,
          ...(carrier === 'Other' ? { tracking_url: url.trim() } : {}),
        },
      },
      done,
    );
  };

  return (
    <>
      <Button
        leftSection={<IconTruckDelivery size={18} aria-hidden />}
        onClick={() => {
          ship.reset();
          setError(null);
          setNumber('');
          setUrl('');
          setOpen(true);
        }}
      >
        {m.staff.ship}
      </Button>
      <Dialog
        overDrawer
        opened={open}
        onClose={() => setOpen(false)}
        title={m.staff.shipTitle(order.id)}
      >
        <Stack gap="md">
          {setup.data?.shiprocket ? (
            <Button
              variant="light"
              loading={ship.isPending && ship.variables?.body.tracking_number === undefined}
              disabled={ship.isPending}
              onClick={() => ship.mutate({ id: order.id, body: { carrier: 'Shiprocket' } }, done)}
            >
              {m.staff.shipWithShiprocket}
            </Button>
          ) : setup.data ? (
            <Alert color="gray" variant="light">
              {m.shiprocketManualOnly}
            </Alert>
          ) : null}
          <FormError text={ship.error ? errorText(ship.error, messages.errors.generic) : null} />
          <NativeSelect
            label={m.staff.carrier}
            data={[...CARRIERS]}
            value={carrier}
            onChange={edits((value) => setCarrier(value as Carrier))}
          />
          <TextInput
            label={m.staff.trackingNumber}
            description={trackingFormatHint(carrier)}
            withAsterisk
            value={number}
            maxLength={100}
            onChange={edits(setNumber)}
            error={error && !error.startsWith('tracking_url') ? error : null}
            data-autofocus
          />
          {carrier === 'Other' ? (
            <TextInput
              label={m.staff.trackingUrl}
              placeholder="https://"
              withAsterisk
              value={url}
              maxLength={500}
              onChange={edits(setUrl)}
              error={error?.startsWith('tracking_url') ? error : null}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={ship.isPending}>
              {messages.labels.close}
            </Button>
            <Button loading={ship.isPending} onClick={submit}>
              {m.staff.ship}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

/** The order's shipment as staff see it: carrier, number, link, label and its events. */
export function ShipmentSummary({ order }: { order: AdminOrder }) {
  const shipment = order.shipments[0];
  if (!shipment) return null;
  return (
    <Stack gap={4} aria-label="Shipment">
      <Text fz="sm" fw={600}>
        {shipment.carrier} ·{' '}
        <Text component="span" ff="monospace" fz="sm">
          {shipment.tracking_number}
        </Text>
      </Text>
      <Text fz="xs" c="dimmed">
        Shipped {formatDateTime(shipment.shipped_at)}
        {shipment.delivered_at ? ` · delivered ${formatDateTime(shipment.delivered_at)}` : ''}
      </Text>
      <Group gap="md">
        {shipment.tracking_url ? <TrackParcelLink url={shipment.tracking_url} small /> : null}
        {shipment.carrier === 'Shiprocket' ? (
          <Anchor
            href={`/api/orders/${order.id}/shipments/${shipment.id}/label.pdf`}
            fz="sm"
            download
          >
            {m.staff.label}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
