import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { securityMessages } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/two-factor';
import { SectionHeading } from './section-heading';

const t = securityMessages;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The account's signed-in devices, each with a sign-out, and a sign-out of all but this one. */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  return (
    <Stack gap="sm">
      <SectionHeading>{t.sessionsTitle}</SectionHeading>
      {list.map((session) => (
        <Group key={session.id} justify="space-between" wrap="nowrap" data-testid="session-row">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={500}>{session.device}</Text>
              {session.current ? (
                <Badge size="sm" variant="light">
                  {t.thisDevice}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {session.ip} · {t.lastSeen} {when(session.last_seen_at)}
            </Text>
          </Stack>
          {session.current ? null : (
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                revoke.mutate(session.id, { onSuccess: (message) => flashSuccess(message) })
              }
            >
              {t.signOut}
            </Button>
          )}
        </Group>
      ))}
      {list.length > 1 ? (
        <Button
          variant="light"
          color="red"
          w="fit-content"
          loading={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, { onSuccess: (message) => flashSuccess(message) })
          }
        >
          {t.signOutOthers}
        </Button>
      ) : null}
    </Stack>
  );
}
