import { useState } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { messages, updateMeBody, type UpdateMeBody } from '@shop/shared';
import { flashSuccess } from '../../../components/ui/flash';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { useFieldForm } from '../../../hooks/use-field-form';
import { errorText } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateMe } from '../api/update-me';
import { SectionHeading } from './section-heading';

const FIELDS = ['first_name', 'last_name', 'phone_number'] as const;

/** The user's name and phone, as the sign-up form checks them; the e-mail is the login. */
export function AccountDetailsForm({ user }: { user: SessionUser }) {
  const { field, submitWith, setValues } = useFieldForm(FIELDS, (): UpdateMeBody => ({
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
  }));
  const update = useUpdateMe();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = submitWith(updateMeBody, (body) => {
    setRefusal(null);
    update.mutate(body, {
      // The form shows what was stored (a phone typed with +91 comes back as 10 digits).
      onSuccess: (saved) => {
        setValues({
          first_name: saved.first_name,
          last_name: saved.last_name,
          phone_number: saved.phone_number ?? '',
        });
        flashSuccess(messages.account.saved);
      },
      onError: (error) => setRefusal(errorText(error, messages.errors.generic)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your details">
      <Stack gap="sm">
        <SectionHeading>Your details</SectionHeading>
        <FormError text={refusal} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="First Name" autoComplete="given-name" {...field('first_name')} />
          <TextInput label="Last Name" autoComplete="family-name" {...field('last_name')} />
        </SimpleGrid>
        <TextInput
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          description="Spaces, dashes and +91 are fine"
          {...field('phone_number')}
        />
        <FormActions submitLabel="Save details" submitting={update.isPending} />
      </Stack>
    </form>
  );
}
