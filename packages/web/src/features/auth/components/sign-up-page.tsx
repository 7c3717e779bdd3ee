import { useState, type FormEvent } from 'react';
import { Anchor, Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, privacyMessages, signupForm, type SignupBody } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSignup } from '../api/signup';
import { REDIRECT_DELAY_MS } from '../constants';
import { useSuccessThenLogin } from '../hooks/use-success-then-login';
import { useFieldForm } from '../../../hooks/use-field-form';
import { errorText, hasStatus } from '../../../lib/api-client';
import { textValues } from '../../../lib/form-values';
import { flashFailure } from '../utils/form-flash';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField, NewPasswordInput } from './auth-fields';

// The consent to offers is a tick box beside the fields, not a field with an error of its own.
type Field = Exclude<keyof SignupBody, 'marketing_consent'> | 'confirm_password';
type SignupFormValues = Record<Field, string>;

// The order the fields are on screen: the first one with an error takes the focus.
const FIELDS: readonly Field[] = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'password',
  'confirm_password',
];

const emptyForm = (): SignupFormValues => textValues(FIELDS, undefined);

export function SignUpPage() {
  const { field, check, showErrors, values } = useFieldForm(FIELDS, emptyForm);
  const signup = useSignup();
  // Unticked unless the shopper ticks it (docs/decisions/035).
  const [consent, setConsent] = useState(false);
  const { done: created, succeed } = useSuccessThenLogin(REDIRECT_DELAY_MS.signup);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every problem at once, each beside its field, in the shop's words.
    const form = check(signupForm.safeParse(values));
    if (!form) return;
    const body: SignupBody = {
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      phone_number: form.phone_number,
      password: form.password,
      marketing_consent: consent,
    };
    signup.mutate(body, {
      onSuccess: () => succeed(messages.signup.success),
      onError: (error) => {
        // An e-mail already registered is a problem of that field.
        if (hasStatus(error, 409)) showErrors({ email: errorText(error, messages.signup.failed) });
        else
          flashFailure({
            fallback: messages.signup.failed,
            network: messages.signup.networkError,
            unexpected: messages.signup.unexpected,
          })(error);
      },
    });
  };

  return (
    <AuthCard
      title={messages.labels.register}
      size="md"
      icon={IconUserPlus}
      subtitle="Create an account to order herbal care delivered across India."
      footer={{ prompt: 'Already have an account?', to: paths.login, label: 'Login' }}
    >
      <AuthForm
        label={messages.labels.register}
        onSubmit={submit}
        submitLabel={messages.labels.register}
        submitIcon={IconUserPlus}
        submitting={signup.isPending}
        disabled={created}
        spaced
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="First Name" autoComplete="given-name" {...field('first_name')} />
          <TextInput label="Last Name" autoComplete="family-name" {...field('last_name')} />
        </SimpleGrid>
        <EmailField {...field('email')} />
        <TextInput
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          description="Spaces, dashes and +91 are fine"
          {...field('phone_number')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NewPasswordInput withRule label="Password" {...field('password')} />
          <NewPasswordInput
            label="Confirm Password"
            description="Type it once more"
            {...field('confirm_password')}
          />
        </SimpleGrid>
        <Checkbox
          label={privacyMessages.consentLabel}
          description={privacyMessages.consentDescription}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {privacyMessages.signupNotice}{' '}
          <Anchor component={Link} to={paths.privacyPolicy} size="sm">
            {privacyMessages.signupNoticeLink}
          </Anchor>
          .
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
