import { Badge } from '@mantine/core';

/** "Active" in green or "Inactive" in grey. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" radius="sm">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
