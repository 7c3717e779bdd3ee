import { indiaDate, messages } from '@shop/shared';
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';

/**
 * The month's GST summary for filing (by rate and place of supply, and the invoice register),
 * a CSV the server builds from the invoices issued in that month.
 */
export function GstSummaryDownload() {
  const [month, setMonth] = useState(() => indiaDate().slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <Group gap="xs">
      <TextInput
        type="month"
        aria-label={messages.invoice.gstSummaryMonth}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        w={{ base: '100%', xs: 160 }}
      />
      <Button
        component="a"
        href={valid ? `/api/orders/gst-summary?month=${month}` : undefined}
        download={`gst-summary-${month}.csv`}
        variant="light"
        disabled={!valid}
        leftSection={<IconReportMoney size={18} aria-hidden />}
      >
        {messages.labels.downloadGstSummary}
      </Button>
    </Group>
  );
}
