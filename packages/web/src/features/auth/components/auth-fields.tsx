import type { ComponentProps } from 'react';
import { PasswordInput, TextInput, type PasswordInputProps } from '@mantine/core';
import { securityMessages as t } from '@shop/shared';

/** The e-mail field of the login, forgot-password and sign-up forms. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/**
 * A password being chosen, which the browser may offer to generate and remember; `withRule`
 * puts the length the server asks for under it.
 */
export function NewPasswordInput({
  withRule = false,
  ...props
}: PasswordInputProps & { withRule?: boolean }) {
  return (
    <PasswordInput
      autoComplete="new-password"
      description={withRule ? t.passwordRule : undefined}
      {...props}
    />
  );
}

interface CodeInputProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** A recovery code (xxxxx-xxxxx) instead of the authenticator app's six digits. */
  recovery?: boolean;
  /** Takes the focus when its dialog or step opens. */
  autoFocus?: boolean;
}

/** The field for a two-factor code, as the sign-in and the Account screen ask for it. */
export function CodeInput({ value, error, onChange, recovery = false, autoFocus }: CodeInputProps) {
  return (
    <TextInput
      label={recovery ? t.recoveryCodesTitle : t.codeLabel}
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 11 : 6}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
