import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { type Employee, messages } from '@shop/shared';
import { enterPage } from '../../../components/ui/flash';
import { clearUser, setUser } from '../../../lib/session';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { EmployeeAdmin } from './employee-admin';

const person = (id: number, first_name: string, permissions: string[]): Employee => ({
  id,
  first_name,
  last_name: 'Rao',
  email: `${first_name.toLowerCase()}@herbal.test`,
  phone_number: '9876543210',
  is_active: true,
  Permissions: permissions.map((permission_name) => ({ permission_name })),
  permissions,
});

const staff = [
  person(1, 'Asha', ['super_user']),
  person(2, 'Hema', ['hr']),
  person(3, 'Ravi', ['product_manager']),
  person(4, 'Kiran', ['hr']),
];

const signInAs = (who: Employee) =>
  setUser({
    first_name: who.first_name,
    last_name: who.last_name,
    email: who.email,
    permissions: who.permissions,
    is_admin: true,
  });

const resetButtons = () =>
  screen
    .queryAllByRole('button', { name: /^Reset two-factor of / })
    .map((button) => button.getAttribute('aria-label'));

const toasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => n.message);
};

describe('EmployeeAdmin: Reset two-factor', () => {
  afterEach(() => {
    clearUser();
    enterPage('/elsewhere');
    cleanNotifications();
  });

  it('is offered to super_user on every account but their own', async () => {
    signInAs(staff[0]!);
    stubApi({ '/api/employee': () => jsonResponse(200, { employees: staff }) });
    renderWithProviders(<EmployeeAdmin />);
    await screen.findByText('ravi@herbal.test');
    expect(resetButtons()).toEqual([
      'Reset two-factor of Hema',
      'Reset two-factor of Ravi',
      'Reset two-factor of Kiran',
    ]);
  });

  it('is offered to hr only on staff who hold nothing hr does not hold', async () => {
    signInAs(staff[1]!);
    stubApi({ '/api/employee': () => jsonResponse(200, { employees: staff }) });
    renderWithProviders(<EmployeeAdmin />);
    await screen.findByText('ravi@herbal.test');
    expect(resetButtons()).toEqual(['Reset two-factor of Kiran']);
  });

  it('asks first, then resets and says so', async () => {
    signInAs(staff[0]!);
    const fetchMock = stubApi({
      '/api/employee': () => jsonResponse(200, { employees: staff }),
      '/api/employee/3/reset-2fa': () =>
        jsonResponse(200, {
          message: 'Two-factor sign-in is reset. They set it up again at their next sign-in.',
        }),
    });
    renderWithProviders(<EmployeeAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor of Ravi' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Reset two-factor sign-in for Ravi Rao? They set it up again at their next sign-in.',
      ),
    ).toBeTruthy();
    const posts = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);
    expect(posts()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await vi.waitFor(() =>
      expect(toasts()).toEqual([
        'Two-factor sign-in is reset. They set it up again at their next sign-in.',
      ]),
    );
    expect(posts()).toEqual(['/api/employee/3/reset-2fa']);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal (an account removed meanwhile)', async () => {
    signInAs(staff[0]!);
    stubApi({
      '/api/employee': () => jsonResponse(200, { employees: staff }),
      '/api/employee/2/reset-2fa': () => jsonResponse(404, { error: messages.employee.notFound }),
    });
    renderWithProviders(<EmployeeAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor of Hema' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await vi.waitFor(() => expect(toasts()).toEqual([messages.employee.notFound]));
  });
});
