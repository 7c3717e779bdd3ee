import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The button to the order's own page, or to the order list where the order is not known. */
export function ViewOrderButton({ orderId }: { orderId?: number }) {
  return (
    <Button
      component={Link}
      to={orderId ? paths.order(orderId) : paths.orders}
      leftSection={<IconReceipt size={18} aria-hidden />}
    >
      {orderId ? 'View order' : 'View my orders'}
    </Button>
  );
}
