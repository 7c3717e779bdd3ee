import { Badge } from '@mantine/core';
import { statusDisplay } from '@shop/shared';

/** The status by name, in its colour (red unpaid, green paid, grey after). */
export function StatusBadge({ status }: { status: string | undefined }) {
  if (!status)
    return (
      <Badge color="gray" variant="outline">
        N/A
      </Badge>
    );
  return (
    <Badge
      color={statusDisplay(status).color}
      variant="light"
      tt="none"
      size="lg"
      fw={600}
      style={{ flex: 'none', maxWidth: 'none' }}
      data-testid="admin-order-status"
    >
      {status}
    </Badge>
  );
}
