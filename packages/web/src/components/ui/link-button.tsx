import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type LinkProps } from 'react-router';

interface LinkButtonProps
  extends Omit<ButtonProps, 'leftSection'>, Pick<LinkProps, 'to' | 'state'> {
  /** Drawn before the text and hidden from screen readers: the text names the link. */
  icon: Icon;
  children: ReactNode;
}

/** A button that goes to another page, its icon before its text. */
export function LinkButton({ icon: Glyph, ...props }: LinkButtonProps) {
  return <Button component={Link} leftSection={<Glyph size={18} aria-hidden />} {...props} />;
}
