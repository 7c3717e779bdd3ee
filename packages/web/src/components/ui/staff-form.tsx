import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { FormActions } from './form-actions';
import { FormError } from './form-error';

/** What a staff add/edit form gets from its dialog. */
export interface StaffFormProps<B> {
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

interface StaffFormFrameProps {
  submitLabel: string;
  submitting: boolean;
  serverError?: string | null;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A staff form: the server's refusal on top, the fields, then cancel and submit. */
export function StaffFormFrame({
  submitLabel,
  submitting,
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
