import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { TextInput } from '@mantine/core';

/** A text field's value, and the `value`/`onChange` pair that binds an input to it. */
export function useFieldValue() {
  const [value, setValue] = useState('');
  const bind = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
  };
  return [value, bind] as const;
}

/** The e-mail field of the login, forgot-password and sign-up forms. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
