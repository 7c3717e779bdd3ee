import type { ComponentProps } from 'react';
import { TextInput } from '@mantine/core';

/** The e-mail field of the login, forgot-password and sign-up forms. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
