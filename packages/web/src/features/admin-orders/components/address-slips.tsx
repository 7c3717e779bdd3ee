import {
  addressLines,
  codStaffMessages,
  formatDate,
  formatRupees,
  indiaDate,
  ORDER_STATUS,
  messages,
} from '@shop/shared';
import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { StatusPanel } from '../../../components/ui/status-panel';
import { shopSender } from '../../../config/shop-sender';
import { useSeller } from '../api/get-seller';
import type { AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';
import { thumbUrl } from '../../../entities/product/image';
import classes from './address-slips.module.css';
import { ShipmentBarcode } from './shipment-barcode';

/**
 * Orders whose latest status is Payment Verified go on the slips, and so do orders just
 * shipped: their slip carries the carrier and the tracking number's barcode.
 */
const slipOrders = (orders: readonly AdminOrder[]) =>
  orders.filter(
    (order) =>
      latestStatus(order) === ORDER_STATUS.paymentVerified ||
      latestStatus(order) === ORDER_STATUS.codConfirmed ||
      (latestStatus(order) === ORDER_STATUS.shipped && order.shipments.length > 0),
  );

/** The GST tax invoice issued when the payment was verified (none on orders from before). */
export const invoiceNumber = (order: AdminOrder) => order.invoice_number ?? '—';

type SlipSender = { name: string; addressLines: string[]; gstin: string | null };

/** The print document is named delivery_slip_{date} while the slips are open. */
function useSlipTitle(date: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `delivery_slip_${date}`;
    return () => {
      document.title = previous;
    };
  }, [date]);
}

function print() {
  try {
    window.print();
  } catch (error) {
    // Printing failures are logged warnings only.
    console.warn('Printing failed', error);
  }
}

function Slip({
  order,
  invoiceDate,
  sender,
}: {
  order: AdminOrder;
  invoiceDate: string;
  sender: SlipSender;
}) {
  return (
    <article className={classes.slip} aria-label={`Slip for order ${order.id}`}>
      <div className={classes.head}>
        <Stack gap={0}>
          <Title order={2} fz="h3">
            {`Invoice ${invoiceNumber(order)}`}
          </Title>
          <Text fz="sm">Order #{order.id}</Text>
        </Stack>
        <Stack gap={0} ta={{ base: 'left', xs: 'right' }}>
          <Text fz="sm">
            Invoice date:{' '}
            {order.invoice_issued_at ? formatDate(order.invoice_issued_at) : invoiceDate}
          </Text>
          <Text fz="sm">Order date: {formatDate(order.created_at)}</Text>
        </Stack>
      </div>
      <div className={classes.parties}>
        <section className={classes.party} aria-label="From">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            From
          </Text>
          <Text fw={700}>{sender.name}</Text>
          {sender.addressLines.map((line, i) => (
            <Text key={i} fz="sm">
              {line}
            </Text>
          ))}
          {sender.gstin ? <Text fz="sm">GSTIN: {sender.gstin}</Text> : null}
          {shopSender.phone ? <Text fz="sm">Phone: {shopSender.phone}</Text> : null}
          <Text fz="sm" mt={4}>
            {shopSender.postalCustomerLine}
          </Text>
        </section>
        <section className={`${classes.party} ${classes.to}`} aria-label="Ship to">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            Ship to
          </Text>
          {addressLines(order).map((line, i) => (
            <Text key={i} fw={i === 0 ? 700 : undefined}>
              {line}
            </Text>
          ))}
          <Text>Phone: {order.phone_number}</Text>
          {order.payment_method === 'cod' && order.cod_amount !== null ? (
            <Text fw={800} fz="lg" mt={4} data-testid="slip-cod">
              {codStaffMessages.collectOnSlip(formatRupees(order.cod_amount))}
            </Text>
          ) : null}
        </section>
      </div>
      {order.shipments[0] ? (
        <section className={classes.shipment} aria-label="Shipment">
          <Text fz="sm" fw={700}>
            {`${order.shipments[0].carrier} · ${order.shipments[0].tracking_number}`}
          </Text>
          <ShipmentBarcode value={order.shipments[0].tracking_number} />
        </section>
      ) : null}
      <table className={classes.items}>
        <thead>
          <tr>
            <th style={{ width: 60 }}>Image</th>
            <th>Item</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.order_products.map((line) => {
            const image = line.Product.product_images[0];
            return (
              <tr key={line.id}>
                <td>
                  {image ? <img className={classes.thumb} src={thumbUrl(image)} alt="" /> : null}
                </td>
                <td>{line.Product.name}</td>
                <td>{line.qty}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}

/** The address slip view: one printed page per paid order, with a Print button. */
export function AddressSlips({
  orders,
  from,
  to,
  onBack,
}: {
  orders: readonly AdminOrder[];
  from: string;
  to: string;
  onBack: () => void;
}) {
  const today = indiaDate();
  useSlipTitle(today);
  const slips = slipOrders(orders);
  const invoiceDate = formatDate(`${today}T12:00:00+05:30`);
  const seller = useSeller().data;
  // The seller of the tax invoices (SELLER_* on the server); the build's block until it loads.
  const sender: SlipSender = seller
    ? { name: seller.name, addressLines: [seller.address], gstin: seller.gstin }
    : { name: shopSender.name, addressLines: shopSender.addressLines, gstin: null };

  return (
    <Container size="md" className={classes.root}>
      <Group justify="space-between" className={classes.toolbar} gap="sm">
        <Stack gap={0}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Address slips
          </Title>
          <Text c="dimmed" fz="sm">
            {`${slips.length} paid ${slips.length === 1 ? 'order' : 'orders'} · ${from} to ${to}`}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
          >
            Back to orders
          </Button>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={print}
            disabled={slips.length === 0}
          >
            {messages.labels.print}
          </Button>
        </Group>
      </Group>
      {slips.length === 0 ? (
        <StatusPanel
          icon={<IconTruckDelivery size={26} aria-hidden />}
          title="No paid orders to ship"
        >
          Orders whose latest status is Payment Verified appear here.
        </StatusPanel>
      ) : (
        <div>
          {slips.map((order) => (
            <Slip key={order.id} order={order} invoiceDate={invoiceDate} sender={sender} />
          ))}
        </div>
      )}
    </Container>
  );
}
