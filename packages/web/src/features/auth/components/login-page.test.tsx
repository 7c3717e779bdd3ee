import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { messages, securityMessages } from '@shop/shared';
import { getUser } from '../../../lib/session';
import { renderWithProviders } from '../../../testing/render';
import { LoginPage } from './login-page';
import { jsonResponse, stubAnswer, stubApi, stubNetworkDown } from '../../../testing/fetch-stub';

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

  describe('with two-factor on', () => {
    const staff = {
      id: 7,
      first_name: 'Kavya',
      last_name: 'Nair',
      email: 'kavya@example.in',
      phone_number: '9123456780',
      is_admin: true,
      permissions: ['product_manager'],
    };
    const passwordStep = async () => {
      type(/^Email/, staff.email);
      type(/^Password/, 'neem-leaf-2026');
      submit();
      await screen.findByText(securityMessages.loginCodePrompt);
    };
    const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    it('asks for the code after the password, and takes a recovery code through its link', async () => {
      const sent: object[] = [];
      const fetchMock = stubApi({
        '/api/auth/login': () => jsonResponse(200, { two_factor_required: true }),
        '/api/auth/login/2fa': (_url, init) => {
          const body = JSON.parse(String(init!.body)) as object;
          sent.push(body);
          return 'code' in body
            ? jsonResponse(401, { error: securityMessages.codeWrong })
            : jsonResponse(200, { user: staff });
        },
      });
      renderLogin();
      await passwordStep();
      expect(getUser()).toBeNull();

      type(/^Code/, '000000');
      verify();
      expect(await screen.findByText(securityMessages.codeWrong)).toBeTruthy();

      fireEvent.click(screen.getByText(securityMessages.useRecoveryCode));
      expect(screen.getByText(securityMessages.loginRecoveryPrompt)).toBeTruthy();
      type(/^Recovery codes/, 'abcde-fghij');
      verify();
      expect(await screen.findByText('Shop front')).toBeTruthy();
      expect(sent).toEqual([{ code: '000000' }, { recovery_code: 'abcde-fghij' }]);
      expect(getUser()).toMatchObject({ email: staff.email });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('goes back to the password, saying why, once the pending sign-in has expired', async () => {
      stubApi({
        '/api/auth/login': () => jsonResponse(200, { two_factor_required: true }),
        '/api/auth/login/2fa': () => jsonResponse(401, { error: securityMessages.pendingExpired }),
      });
      renderLogin();
      await passwordStep();
      type(/^Code/, '123456');
      verify();
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(await screen.findByText(securityMessages.pendingExpired)).toBeTruthy();
    });
  });
});
