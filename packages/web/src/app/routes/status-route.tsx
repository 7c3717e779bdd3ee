import type { ReactNode } from 'react';
import layout from '../../components/base/layout.module.css';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StatusPanel } from '../../components/ui/status-panel';
import classes from './status-route.module.css';

interface StatusRouteProps {
  /** The panel's heading and the browser tab's name. */
  title: string;
  icon: ReactNode;
  color?: 'red';
  /** The ways on, side by side under the text. */
  actions: ReactNode;
  children: ReactNode;
}

/** A whole screen that only says what happened (no such page, or a failure), with ways on. */
export function StatusRoute({ title, icon, color, actions, children }: StatusRouteProps) {
  usePageTitle(title);
  return (
    <div className={`${layout.container} ${classes.narrow}`}>
      <StatusPanel
        icon={icon}
        color={color}
        title={title}
        action={<div className={classes.actions}>{actions}</div>}
      >
        {children}
      </StatusPanel>
    </div>
  );
}
