import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useReturnFocus } from '../../hooks/use-return-focus';

/** A form dialog: centred on a desktop, the whole screen on a phone. */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'md',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
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
