import { Stack, Text } from '@mantine/core';
import { formatDate, formatRupees, refundMessages, type Refund } from '@shop/shared';

/** "Refunded ₹X on {date}", "Refund of ₹X in progress" or the failure, for one refund. */
function refundText(refund: Refund): string {
  const amount = formatRupees(refund.amount);
  if (refund.status === 'processed')
    return refundMessages.refundedOn(amount, formatDate(refund.processed_at ?? refund.created_at));
  if (refund.status === 'pending') return refundMessages.inProgress(amount);
  return refundMessages.failed(amount);
}

/**
 * The order's refunds, newest first. Shoppers see money refunded or on its way; staff also
 * see failed refunds, which they may retry.
 */
export function RefundNotes({
  refunds,
  withFailed = false,
}: {
  refunds: readonly Refund[] | undefined;
  withFailed?: boolean;
}) {
  const shown = (refunds ?? []).filter((r) => withFailed || r.status !== 'failed');
  if (shown.length === 0) return null;
  return (
    <Stack gap={2} data-testid="refunds">
      {shown.map((refund) => (
        <Text
          key={refund.id}
          fz="sm"
          fw={600}
          c={
            refund.status === 'processed'
              ? 'herbal.8'
              : refund.status === 'failed'
                ? 'red.8'
                : 'orange.8'
          }
        >
          {refundText(refund)}
        </Text>
      ))}
    </Stack>
  );
}
