import type { HTMLAttributes } from 'react';
import classes from './badge.module.css';

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone: 'red' | 'orange' | 'herbal' | 'white';
  /** Filled is the loud look; light is a pale tint with coloured text. */
  variant?: 'filled' | 'light';
}

export function Badge({ tone, variant = 'light', className, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      className={[classes.badge, classes[tone], classes[variant], className ?? ''].join(' ')}
    />
  );
}
