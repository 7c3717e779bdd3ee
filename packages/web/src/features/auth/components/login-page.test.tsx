import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { messages } from '@shop/shared';
import { getUser } from '../../../lib/session';
import { renderWithProviders } from '../../../testing/render';
import { LoginPage } from './login-page';
import { stubAnswer, stubApi, stubNetworkDown } from '../../../testing/fetch-stub';

function renderLogin() {
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Shop front</p>} />
      </Routes>
    </>,
    { route: '/login' },
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  afterEach(() => {
    notifications.clean();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubApi();
    renderLogin();
    expect(document.title).toBe('Login | Herbal Shop');

    submit();
    // Beside each field, not in a toast.
    expect(await screen.findAllByText(messages.auth.bothFieldsRequired)).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');

    type(/^Email/, 'asha@example.in');
    submit();
    expect((await screen.findAllByText(messages.auth.bothFieldsRequired)).length).toBeGreaterThan(
      0,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's sentence, or the fallback when there is none", async () => {
    stubAnswer(401, { error: messages.auth.invalidCredentials });
    renderLogin();
    type(/^Email/, 'asha@example.in');
    type(/^Password/, 'wrong-password');
    submit();
    expect(await screen.findByText(messages.auth.invalidCredentials)).toBeTruthy();

    stubAnswer(500, {});
    submit();
    expect(await screen.findByText(messages.auth.loginFailed)).toBeTruthy();

    stubNetworkDown();
    submit();
    expect(await screen.findByText(messages.auth.networkError)).toBeTruthy();
  });

  it('stores the user and leaves the login screen on success', async () => {
    const user = {
      id: 3,
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@example.in',
      phone_number: '9876543210',
      is_admin: false,
      permissions: [],
    };
    stubAnswer(200, { user });
    renderLogin();
    type(/^Email/, user.email);
    type(/^Password/, 'tulsi-leaf-42');
    submit();
    expect(await screen.findByText('Shop front')).toBeTruthy();
    expect(getUser()).toMatchObject({ email: user.email, first_name: 'Asha' });
  });
});
