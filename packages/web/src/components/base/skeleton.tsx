import type { CSSProperties } from 'react';
import classes from './skeleton.module.css';

/** A pulsing grey block where content will appear. */
export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return <div className={`${classes.skeleton} ${className ?? ''}`} style={style} aria-hidden />;
}
