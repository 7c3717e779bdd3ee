import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/** A centred dialog with a bold title; `overDrawer` raises it above an open drawer. */
export function Dialog({
  opened,
  onClose,
  title,
  overDrawer = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  overDrawer?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      zIndex={overDrawer ? 400 : undefined}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}
