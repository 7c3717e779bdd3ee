import { Button, Code, Paper, Stack, Text, Group } from '@mantine/core';
import { type AuditEntry, messages, securityMessages } from '@shop/shared';
import { errorText } from '../../lib/api-client';
import { useAudit, type AuditFilters } from './use-audit';

const t = securityMessages;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-entry">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{entry.action}</Text>
        <Text size="sm" c="dimmed">
          {when(entry.at)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.actor.email}
        {entry.target_type ? ` · ${entry.target_type} ${entry.target_id ?? ''}` : ''}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </Text>
      {Object.entries(entry.changes).map(([field, change]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Code>{field}</Code> {shown(change.from)} → {shown(change.to)}
        </Text>
      ))}
    </Paper>
  );
}

/** Who changed what and when, newest first; the Activity screen and a record's detail use it. */
export function ActivityList({ filters }: { filters: AuditFilters }) {
  const audit = useAudit(filters);
  if (audit.isError) return <Text c="red">{errorText(audit.error, messages.errors.generic)}</Text>;
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  if (audit.isSuccess && entries.length === 0) return <Text c="dimmed">{t.activityEmpty}</Text>;
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
      {audit.hasNextPage ? (
        <Button
          variant="default"
          w="fit-content"
          loading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}
