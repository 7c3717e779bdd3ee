import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

/** A dialog raised over the order drawer, above its layer. */
export function DrawerDialog({
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}
