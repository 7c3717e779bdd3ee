import type { FormEvent, ReactNode } from 'react';
import {
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { FormActions } from './form-actions';
import { FormError } from './form-error';

/** What a staff form's frame gets from its dialog: the call's state and the way out. */
export interface StaffFormState {
  submitting?: boolean;
  serverError?: string | null;
  onCancel: () => void;
}

/** What a staff add/edit form gets from its dialog. */
export interface StaffFormProps<B> extends StaffFormState {
  onSubmit: (body: B) => void;
}

interface StaffFormFrameProps extends StaffFormState {
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A staff form: the server's refusal on top, the fields, then cancel and submit. */
export function StaffFormFrame({
  submitLabel,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
  children,
}: StaffFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <FormError text={serverError} />
        {children}
        <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Two fields side by side; one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A required text of several lines in a staff form, growing up to `maxRows` as it is typed. */
export function StaffTextarea(props: TextareaProps) {
  return <Textarea withAsterisk autosize {...props} />;
}

/** A staff form's field for a short figure or code: the full width on a phone, narrow beside. */
export function ShortInput(props: TextInputProps) {
  return <TextInput w={{ base: '100%', xs: 200 }} {...props} />;
}
