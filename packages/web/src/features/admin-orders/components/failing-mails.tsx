import { formatDateTime, mailQueueMessages } from '@shop/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { useFailingMails } from '../api/get-failing-mails';

/** Mails about the order that keep failing to go; nothing when every mail went. */
export function FailingMails({ orderId }: { orderId: number }) {
  const { data: mails } = useFailingMails(orderId);
  if (!mails || mails.length === 0) return null;
  const text = mailQueueMessages;
  return (
    <Alert color="orange" title={text.failingTitle} role="status">
      <Stack gap={6}>
        <Text fz="sm">{text.failingIntro}</Text>
        {mails.map((mail) => (
          <Stack key={mail.id} gap={0}>
            <Text fz="sm" fw={600}>
              {mail.subject}
            </Text>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                mail.to,
                text.attempts(mail.attempts),
                mail.given_up || !mail.next_attempt_at
                  ? text.givenUp
                  : text.nextTry(formatDateTime(mail.next_attempt_at)),
              ].join(' · ')}
            </Text>
            {mail.last_error ? (
              <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {mail.last_error}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
