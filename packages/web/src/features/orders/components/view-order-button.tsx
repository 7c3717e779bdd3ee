import { IconReceipt } from '@tabler/icons-react';
import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';

/** The button to the order's own page, or to the order list where the order is not known. */
export function ViewOrderButton({ orderId }: { orderId?: number }) {
  return (
    <LinkButton to={orderId ? paths.order(orderId) : paths.orders} icon={IconReceipt}>
      {orderId ? 'View order' : 'View my orders'}
    </LinkButton>
  );
}
