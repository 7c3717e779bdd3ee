import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './button.module.css';

type ButtonVariant = 'filled' | 'light' | 'subtle' | 'default' | 'white';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** `dark` draws a subtle or white button in the text colour instead of the leaf green. */
  tone?: 'dark';
  /** A round button holding only an icon; its name comes from `aria-label`. */
  round?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
}

/** The storefront's button look, shared by buttons and links drawn as buttons. */
export function buttonClass({
  variant = 'filled',
  size = 'sm',
  tone,
  round,
  fullWidth,
  className,
}: ButtonLook): string {
  return [
    classes.button,
    classes[variant],
    classes[size],
    tone ? classes[tone] : '',
    round ? classes.round : '',
    fullWidth ? classes.full : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ leftSection, rightSection, children }: ButtonLook & { children?: ReactNode }) {
  return (
    <>
      {leftSection ? <span className={classes.section}>{leftSection}</span> : null}
      {children}
      {rightSection ? <span className={classes.section}>{rightSection}</span> : null}
    </>
  );
}

type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export function Button(props: ButtonProps) {
  const { variant, size, tone, round, fullWidth, leftSection, rightSection, className, ...rest } =
    props;
  return (
    <button
      type="button"
      {...rest}
      className={buttonClass({ variant, size, tone, round, fullWidth, className })}
    >
      <Content leftSection={leftSection} rightSection={rightSection}>
        {rest.children}
      </Content>
    </button>
  );
}

type ButtonLinkProps = ButtonLook & LinkProps;

export function ButtonLink(props: ButtonLinkProps) {
  const { variant, size, tone, round, fullWidth, leftSection, rightSection, className, ...rest } =
    props;
  return (
    <Link {...rest} className={buttonClass({ variant, size, tone, round, fullWidth, className })}>
      <Content leftSection={leftSection} rightSection={rightSection}>
        {rest.children}
      </Content>
    </Link>
  );
}
