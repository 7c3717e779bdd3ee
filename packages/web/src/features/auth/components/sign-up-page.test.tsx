import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { SignUpPage } from './sign-up-page';

function renderSignUp() {
  renderWithProviders(
    <>
      <Notifications />
      <SignUpPage />
    </>,
    { route: '/sign-up' },
  );
}

const input = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('SignUpPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('is titled Register and names the browser tab', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(document.title).toBe('Register | Herbal Shop');
  });

  // Each step fixes the field the last sentence was about (and breaks the next one), then sends.
  const steps: { fill: Record<string, string>; shows: string }[] = [
    { fill: { 'First Name': 'Asha' }, shows: messages.signup.lastNameRequired },
    { fill: { 'Last Name': 'Verma', Email: 'asha@' }, shows: messages.signup.invalidEmail },
    {
      fill: { Email: 'asha@example.in', 'Phone Number': '98765' },
      shows: messages.signup.phoneInvalid,
    },
    {
      fill: { 'Phone Number': '9876543210', Password: 'abc' },
      shows: messages.signup.passwordTooShort,
    },
    {
      fill: { Password: 'tulsi-leaf-42', 'Confirm Password': 'tulsi-leaf-43' },
      shows: messages.signup.passwordsDoNotMatch,
    },
  ];

  it("shows spec §5's sentences one at a time, in order, and sends nothing until valid", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignUp();

    submit();
    expect(await screen.findByText(messages.signup.firstNameRequired)).toBeTruthy();
    expect(screen.queryByText(messages.signup.lastNameRequired)).toBeNull();

    for (const { fill, shows } of steps) {
      for (const [label, value] of Object.entries(fill)) type(new RegExp(`^${label}`), value);
      submit();
      expect(await screen.findByText(shows)).toBeTruthy();
    }

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the field the message is about', async () => {
    renderSignUp();
    type(/^First Name/, 'Asha');
    submit();
    await screen.findByText(messages.signup.lastNameRequired);
    expect(input(/^Last Name/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^First Name/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows the server's sentence when the sign-up is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: messages.errors.emailTaken }), { status: 409 }),
      ),
    );
    renderSignUp();
    type(/^First Name/, 'Asha');
    type(/^Last Name/, 'Verma');
    type(/^Email/, 'asha@example.in');
    type(/^Phone Number/, '9876543210');
    type(/^Password/, 'tulsi-leaf-42');
    type(/^Confirm Password/, 'tulsi-leaf-42');
    submit();
    expect(await screen.findByText(messages.errors.emailTaken)).toBeTruthy();
  });
});
