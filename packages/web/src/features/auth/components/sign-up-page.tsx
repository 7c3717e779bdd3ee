import { useRef, useState, type FormEvent } from 'react';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { firstSignupError, messages, type SignupBody } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSignup } from '../api/signup';
import { REDIRECT_DELAY_MS } from '../constants';
import { useSuccessThenLogin } from '../hooks/use-success-then-login';
import { flashFormError } from '../../../components/ui/flash';
import { flashFailure } from '../utils/form-flash';
import { AuthCard, AuthForm } from './auth-card';
import { EmailField } from './auth-fields';

type Field = keyof SignupBody | 'confirm_password';
type SignupFormValues = Record<Field, string>;

const emptyForm: SignupFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
};

// Which field each sentence of spec §5 is about, so the form can point at it.
const fieldOfMessage: Record<string, Field> = {
  [messages.signup.firstNameRequired]: 'first_name',
  [messages.signup.lastNameRequired]: 'last_name',
  [messages.signup.invalidEmail]: 'email',
  [messages.signup.phoneInvalid]: 'phone_number',
  [messages.signup.passwordTooShort]: 'password',
  [messages.signup.passwordTooLong]: 'password',
  [messages.signup.passwordsDoNotMatch]: 'confirm_password',
};

export function SignUpPage() {
  const [form, setForm] = useState<SignupFormValues>(emptyForm);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const signup = useSignup();
  const { done: created, succeed } = useSuccessThenLogin(REDIRECT_DELAY_MS.signup);

  const field = (name: Field) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
      if (invalid === name) setInvalid(null);
    },
    error: invalid === name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: one sentence at a time, in the order of the list, as an error flash.
    const problem = firstSignupError(form);
    if (problem) {
      const name = fieldOfMessage[problem] ?? null;
      setInvalid(name);
      if (name) inputs.current[name]?.focus();
      flashFormError(problem);
      return;
    }
    const body: SignupBody = {
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      phone_number: form.phone_number,
      password: form.password,
    };
    signup.mutate(body, {
      onSuccess: () => succeed(messages.signup.success),
      onError: flashFailure({
        fallback: messages.signup.failed,
        network: messages.signup.networkError,
        unexpected: messages.signup.unexpected,
      }),
    });
  };

  return (
    <AuthCard
      title={messages.labels.register}
      size="md"
      icon={<IconUserPlus size={26} aria-hidden />}
      subtitle="Create an account to order herbal care delivered across India."
      footer={{ prompt: 'Already have an account?', to: paths.login, label: 'Login' }}
    >
      <AuthForm
        label={messages.labels.register}
        onSubmit={submit}
        submitLabel={messages.labels.register}
        submitIcon={<IconUserPlus size={18} aria-hidden />}
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
          description="10 to 15 digits"
          {...field('phone_number')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            {...field('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            description="Type it once more"
            {...field('confirm_password')}
          />
        </SimpleGrid>
      </AuthForm>
    </AuthCard>
  );
}
