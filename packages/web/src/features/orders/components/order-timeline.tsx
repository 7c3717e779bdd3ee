import { formatDateTime, type Order, ORDER_STATUS, shipmentMessages } from '@shop/shared';
import { Group, Stack, Text, Timeline } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { TitledSection } from '../../../components/ui/titled-section';
import { TrackParcelLink } from '../../../entities/order/track-parcel-link';

const STEP_LABELS: Record<string, string> = {
  [ORDER_STATUS.placed]: shipmentMessages.timeline.placed,
  [ORDER_STATUS.paymentVerified]: shipmentMessages.timeline.paid,
  [ORDER_STATUS.packed]: shipmentMessages.timeline.packed,
  [ORDER_STATUS.shipped]: shipmentMessages.timeline.shipped,
  [ORDER_STATUS.outForDelivery]: shipmentMessages.timeline.outForDelivery,
  [ORDER_STATUS.delivered]: shipmentMessages.timeline.delivered,
  [ORDER_STATUS.returned]: shipmentMessages.timeline.returned,
  [ORDER_STATUS.cancelled]: shipmentMessages.timeline.cancelled,
};

/** The steps a paid order still has ahead of it, shown greyed until they happen. */
const AHEAD = [ORDER_STATUS.shipped, ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered];

type Step = { status: string; at?: string; note?: string | null };

/**
 * The order's steps oldest first, each once (a note that repeats the current status is not a
 * step), then the delivery steps still ahead of a paid order.
 */
export function timelineSteps(order: Pick<Order, 'order_statuses'>): Step[] {
  const done: Step[] = [];
  for (const entry of [...order.order_statuses].reverse()) {
    if (done.at(-1)?.status === entry.status) continue;
    done.push({ status: entry.status, at: entry.created_at, note: entry.note });
  }
  const current = done.at(-1)?.status;
  const paidAndOpen =
    current === ORDER_STATUS.paymentVerified ||
    current === ORDER_STATUS.packed ||
    current === ORDER_STATUS.shipped ||
    current === ORDER_STATUS.outForDelivery;
  const ahead = paidAndOpen
    ? AHEAD.filter((status) => !done.some((step) => step.status === status))
    : [];
  return [...done, ...ahead.map((status) => ({ status }))];
}

/** Placed, paid, packed, shipped, out for delivery, delivered or returned, in India time. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = timelineSteps(order);
  const reached = steps.filter((step) => step.at).length;
  return (
    <TitledSection title="Order timeline">
      <Timeline active={reached - 1} bulletSize={14} lineWidth={2} color="herbal">
        {steps.map((step, index) => (
          <Timeline.Item
            key={`${step.status}-${index}`}
            title={
              <Text fw={600} c={step.at ? 'dark' : 'dimmed'}>
                {STEP_LABELS[step.status] ?? step.status}
              </Text>
            }
          >
            {step.at ? (
              <Text fz="xs" c="dimmed">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </Text>
            ) : null}
            {step.note ? <Text fz="sm">{step.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </TitledSection>
  );
}

/** How the parcel travels: carrier, tracking number and the carrier's own tracking page. */
export function ShipmentPanel({ order }: { order: Order }) {
  const shipment = order.shipments[0];
  if (!shipment) return null;
  return (
    <TitledSection title="Shipment">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconTruckDelivery size={20} aria-hidden />
          <Text fw={600}>{shipment.carrier}</Text>
        </Group>
        <Text fz="sm">
          Tracking number{' '}
          <Text component="span" ff="monospace" fz="sm" data-testid="tracking-number">
            {shipment.tracking_number}
          </Text>
        </Text>
        {shipment.tracking_url ? <TrackParcelLink url={shipment.tracking_url} /> : null}
      </Stack>
    </TitledSection>
  );
}
