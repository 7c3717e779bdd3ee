import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import {
  formatPaise,
  canTransition,
  isPaidStatus,
  messages,
  refundMessages,
  ORDER_STATUS,
  REFUND_MIN_PAISE,
  REFUND_REASON_MAX,
  refundBody,
  rupeesToPaise,
  firstIssueMessage,
} from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import { useRefundOrder } from '../api/refund-order';
import type { AdminOrder } from '@shop/shared';
import { latestStatus } from '../../../entities/order/figures';
import { FormError } from '../../../components/ui/form-error';
import { Dialog } from '../../../components/ui/dialog';

type Mode = 'refund' | 'cancel';

/**
 * "Cancel and refund ₹X" (one step: cancelled, stock back, everything refunded) and a refund
 * of part or all of a paid order. The server checks every figure again.
 */
export function RefundActions({ order }: { order: AdminOrder }) {
  const refund = useRefundOrder();
  const [mode, setMode] = useState<Mode | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const status = latestStatus(order);
  // What is left to refund, as the server works it out.
  const refundable = rupeesToPaise(order.refundable_amount);
  const paid =
    !!order.payment_id && !!status && (isPaidStatus(status) || status === ORDER_STATUS.cancelled);
  // Razorpay refunds nothing under ₹1.00, so what is left below that offers no refund.
  if (!paid || refundable < REFUND_MIN_PAISE) return null;
  const canCancel = canTransition('staff', status, ORDER_STATUS.cancelled);
  const everything = formatPaise(refundable);

  const open = (next: Mode) => {
    refund.reset();
    setAmount('');
    setReason('');
    setFieldError(null);
    setMode(next);
  };

  const submit = () => {
    const body = {
      reason,
      ...(mode === 'cancel' ? { cancel: true } : {}),
      ...(mode === 'refund' && amount.trim() ? { amount: amount.trim() } : {}),
    };
    const parsed = refundBody.safeParse(body);
    if (!parsed.success) return setFieldError(firstIssueMessage(parsed.error));
    refund.mutate(
      { id: order.id, body: parsed.data },
      {
        onSuccess: () => {
          setMode(null);
          flashSuccess(
            mode === 'cancel' ? refundMessages.cancelledAndRefunded : refundMessages.requested,
          );
        },
      },
    );
  };

  return (
    <>
      {canCancel ? (
        <Button color="red" variant="light" onClick={() => open('cancel')}>
          {refundMessages.cancelAndRefund(everything)}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconReceiptRefund size={18} aria-hidden />}
        onClick={() => open('refund')}
      >
        {refundMessages.refundButton}
      </Button>
      <Dialog
        overDrawer
        opened={mode !== null}
        onClose={() => setMode(null)}
        title={
          mode === 'cancel'
            ? refundMessages.cancelAndRefund(everything)
            : refundMessages.dialogTitle
        }
      >
        <Stack gap="md">
          <FormError
            text={refund.error ? errorText(refund.error, messages.errors.generic) : null}
          />
          {mode === 'cancel' ? (
            <Text>
              {`Cancel order #${order.id}, put its stock back on the shelf and refund ${everything} to the shopper?`}
            </Text>
          ) : (
            <TextInput
              label={refundMessages.amountLabel}
              description={refundMessages.amountHint(everything)}
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.currentTarget.value);
                setFieldError(null);
              }}
            />
          )}
          <Textarea
            label={refundMessages.reasonLabel}
            withAsterisk
            autosize
            minRows={2}
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setMode(null)} disabled={refund.isPending}>
              {messages.labels.close}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={submit}>
              {mode === 'cancel'
                ? refundMessages.cancelAndRefund(everything)
                : refundMessages.submit}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
