import { Stack, Title } from '@mantine/core';
import { canAccess, securityMessages } from '@shop/shared';
import { useSession } from '../../lib/session';
import { ActivityList } from './activity-list';

/**
 * Who changed one record and when (an order, a product), on its detail. The audit log is the
 * owner's alone: for anyone else this shows nothing and asks nothing.
 */
export function RecordActivity({ type, id }: { type: 'order' | 'product'; id: number }) {
  const { user } = useSession();
  if (!canAccess(user?.permissions ?? [], 'activity')) return null;
  return (
    <Stack gap="xs" data-testid="record-activity">
      <Title order={3} fz="h5">
        {securityMessages.activityTitle}
      </Title>
      <ActivityList filters={{ target_type: type, target_id: String(id) }} />
    </Stack>
  );
}
