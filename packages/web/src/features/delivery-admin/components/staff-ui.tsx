import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@shop/shared';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';

/** A form dialog: centred on a desktop, the whole screen on a phone. */
export function FormModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="md"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

/** The server's refusal, shown inside the form so nothing typed is lost. */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}

/** Staff without the area's permission get a calm explanation instead of a failing screen. */
export function NotAllowed({ permissions }: { permissions: readonly string[] }) {
  return (
    <StatusPanel
      icon={<IconLock size={26} aria-hidden />}
      title={messages.errors.forbidden}
      color="gray"
      action={
        <Button component={Link} to={paths.home} variant="light">
          Back to home
        </Button>
      }
    >
      {`Permission needed: ${permissions.join(' or ')}`}
    </StatusPanel>
  );
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
