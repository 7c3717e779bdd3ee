import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group } from '@mantine/core';
import { IconCreditCard, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { canTransition, messages, ORDER_STATUS, type Order } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { latestStatus } from '../../../entities/order/figures';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { openCheckout } from '../../../payment/open-checkout';
import { usePayOrder } from '../../../payment/pay-order';
import { orderKeys } from '../../../api/order-keys';
import { useCancelOrder } from '../api/cancel-order';

/**
 * An unpaid order of the shopper's (pending or failed): pay the same order again in the
 * checkout, or cancel it so its items go back on sale. The transition table decides when.
 */
export function OrderPaymentActions({ order }: { order: Order }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const status = latestStatus(order);
  const payable =
    status === ORDER_STATUS.placed || canTransition('shopper', status, ORDER_STATUS.placed);
  const cancellable = canTransition(
    'shopper',
    status,
    ORDER_STATUS.cancelled,
    order.payment_method,
  );
  if (!payable && !cancellable) return null;

  const completePayment = () =>
    pay.mutate(order.id, {
      onSuccess: async (checkout) => {
        await openCheckout(checkout, { user, navigate });
        // Declined or closed, the order is Payment Failed now: show it as it is.
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
      onError: (error) => flashError(errorText(error, messages.payment.initiationFailed)),
    });
  const confirmCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: () => {
        setAsking(false);
        flashSuccess(messages.payment.cancelled);
      },
      onError: (error) => {
        setAsking(false);
        flashError(errorText(error, messages.errors.generic));
      },
    });

  return (
    <>
      <Group gap="xs" mt={4}>
        {payable ? (
          <Button
            size="sm"
            leftSection={<IconCreditCard size={16} aria-hidden />}
            loading={pay.isPending}
            disabled={cancel.isPending}
            onClick={completePayment}
          >
            {messages.payment.completePayment}
          </Button>
        ) : null}
        {cancellable ? (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={pay.isPending}
            onClick={() => setAsking(true)}
            aria-label={`Cancel order #${order.id}`}
          >
            {messages.payment.cancelOrder}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={asking}
        title={`Cancel order #${order.id}`}
        message={messages.payment.confirmCancel}
        confirmLabel="Cancel order"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
