import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { SignUpPage } from './sign-up-page';
import { stubAnswer, stubApi } from '../../../testing/fetch-stub';

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

/** Asha's details with the phone as typed and the password confirmed as `confirm`. */
function fillAll(phone: string, confirm: string) {
  type(/^First Name/, 'Asha');
  type(/^Last Name/, 'Verma');
  type(/^Email/, 'asha@example.in');
  type(/^Phone Number/, phone);
  type(/^Password/, 'tulsi-leaf-42');
  type(/^Confirm Password/, confirm);
}

describe('SignUpPage', () => {
  afterEach(() => {
    notifications.clean();
  });

  it('is titled Register and names the browser tab', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeTruthy();
    expect(document.title).toBe('Register | Herbal Shop');
  });

  it('shows every problem at once, each beside its field, and sends nothing until valid', async () => {
    const fetchMock = stubApi();
    renderSignUp();

    type(/^Email/, 'asha@');
    type(/^Phone Number/, '98765');
    type(/^Password/, 'abc');
    submit();
    await screen.findByText(messages.signup.firstNameRequired);
    for (const [label, sentence] of [
      [/^First Name/, messages.signup.firstNameRequired],
      [/^Last Name/, messages.signup.lastNameRequired],
      [/^Email/, messages.signup.invalidEmail],
      [/^Phone Number/, messages.signup.phoneInvalid],
    ] as const) {
      const field = input(label);
      expect([String(label), field.getAttribute('aria-invalid')]).toEqual([String(label), 'true']);
      const described = field.getAttribute('aria-describedby') ?? '';
      const texts = described.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(sentence);
    }
    expect(screen.getByText(messages.signup.passwordTooShort)).toBeTruthy();
    // The sentences are beside the fields, not in toasts.
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);

    fillAll('+91 98765 43210', 'tulsi-leaf-43');
    submit();
    expect(await screen.findByText(messages.signup.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.queryByText(messages.signup.phoneInvalid)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a phone typed with +91 and spaces as its 10 digits', async () => {
    const fetchMock = stubAnswer(201, { message: messages.signup.success });
    renderSignUp();
    fillAll('+91 98765 43210', 'tulsi-leaf-42');
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ phone_number: '9876543210' });
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
    stubAnswer(409, { error: messages.errors.emailTaken });
    renderSignUp();
    fillAll('9876543210', 'tulsi-leaf-42');
    submit();
    expect(await screen.findByText(messages.errors.emailTaken)).toBeTruthy();
  });
});
