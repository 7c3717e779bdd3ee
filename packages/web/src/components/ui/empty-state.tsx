import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import { StatusPanel } from './status-panel';

/** A list with nothing in it: an icon, a title and an optional hint. */
export function EmptyState({
  icon: EmptyIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <StatusPanel icon={<EmptyIcon size={26} aria-hidden />} title={title}>
      {children}
    </StatusPanel>
  );
}
