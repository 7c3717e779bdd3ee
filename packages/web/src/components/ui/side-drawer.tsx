import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import classes from './side-drawer.module.css';

/**
 * A staff record beside its list: a drawer from the right, the whole screen on a phone (by CSS,
 * so it never opens at a desktop width first).
 */
export function SideDrawer({
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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      classNames={{ root: classes.root }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
