import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { messages } from '@shop/shared';

/**
 * The order's GST tax invoice as a PDF download; shown once the payment is verified and the
 * invoice issued. The server answers only the order's owner and staff who see orders.
 */
export function InvoiceDownload({
  orderId,
  invoiceNumber,
}: {
  orderId: number;
  invoiceNumber: string | null | undefined;
}) {
  if (!invoiceNumber) return null;
  return (
    <Button
      component="a"
      href={`/api/orders/${orderId}/invoice.pdf`}
      download
      variant="light"
      leftSection={<IconFileInvoice size={18} aria-hidden />}
      title={`Invoice ${invoiceNumber}`}
    >
      {messages.labels.downloadInvoice}
    </Button>
  );
}
