import type { ReactNode } from 'react';
import classes from './status-panel.module.css';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  color?: 'red' | 'gray';
  action?: ReactNode;
}

/** The empty, error and not-found states share one calm look. */
export function StatusPanel({ icon, title, children, color, action }: StatusPanelProps) {
  return (
    <div className={classes.panel} role="status">
      <span className={`${classes.icon} ${color ? classes[color] : ''}`}>{icon}</span>
      <h3 className={classes.title}>{title}</h3>
      {children ? <p className={classes.text}>{children}</p> : null}
      {action}
    </div>
  );
}
