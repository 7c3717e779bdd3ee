import { useState } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { changePasswordForm, messages, type ChangePasswordForm } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { useFieldForm } from '../../../hooks/use-field-form';
import { errorText } from '../../../lib/api-client';
import { textValues } from '../../../lib/form-values';
import { useChangePassword } from '../api/change-password';
import { NewPasswordInput } from './auth-fields';
import { SectionHeading } from './section-heading';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const empty = (): ChangePasswordForm => textValues(FIELDS, undefined);

/** A new password, proven by the current one; this device stays signed in, the others not. */
export function ChangePasswordSection() {
  const { field, submitWith, setValues, showErrors } = useFieldForm(FIELDS, empty);
  const change = useChangePassword();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = submitWith(changePasswordForm, ({ current_password, new_password }) => {
    setRefusal(null);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: (message) => {
          setValues(empty());
          flashSuccess(message);
        },
        onError: (error) => {
          const sentence = errorText(error, messages.errors.generic);
          // A wrong current password is that field's problem; the others the form's.
          if (sentence === messages.account.currentPasswordWrong)
            showErrors({ current_password: sentence });
          else setRefusal(sentence);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <SectionHeading>Change password</SectionHeading>
        <FormError text={refusal} />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...field('current_password')}
        />
        <NewPasswordInput withRule label="New Password" {...field('new_password')} />
        <NewPasswordInput label="Confirm New Password" {...field('confirm_password')} />
        <FormActions submitLabel="Change password" submitting={change.isPending} />
      </Stack>
    </form>
  );
}
