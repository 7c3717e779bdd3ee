import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../testing/render';
import { signInStaff } from '../../testing/sign-in';
import { ApiError } from '../../lib/api-client';
import { Route, Routes } from 'react-router';
import { AdminOr, RequireArea } from './guards';

// The denied screen comes on demand with Mantine: its first load may take a while.
const ON_DEMAND = { timeout: 10_000 };

function Refused(): never {
  throw new ApiError(403, messages.errors.forbidden);
}

describe('RequireArea', () => {
  it('opens the area to staff holding one of its permissions', () => {
    signInStaff(['charge_manager']);
    renderWithProviders(
      <RequireArea area="charge">
        <p>charges</p>
      </RequireArea>,
    );
    expect(screen.getByText('charges')).toBeTruthy();
  });

  it('shows the area title and the permission needed to anyone else', async () => {
    signInStaff(['hr']);
    renderWithProviders(
      <RequireArea area="charge">
        <p>charges</p>
      </RequireArea>,
    );
    expect(await screen.findByText(messages.errors.forbidden, undefined, ON_DEMAND)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Charges' })).toBeTruthy();
    expect(screen.getByText('Permission needed: Charges or Full access')).toBeTruthy();
    expect(screen.queryByText('charges')).toBeNull();
  });

  it('shows the same screen when the server refuses a call of the area', async () => {
    // React reports the refusal its error boundary caught; that report is expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    signInStaff(['delivery_manager']);
    renderWithProviders(
      <RequireArea area="delivery">
        <Refused />
      </RequireArea>,
    );
    expect(await screen.findByText(messages.errors.forbidden, undefined, ON_DEMAND)).toBeTruthy();
    expect(reported).toHaveBeenCalled();
  });
});

describe('staff still to set up two-factor sign-in', () => {
  const screens = (staffScreen: ReactNode) => (
    <Routes>
      <Route path="/charges" element={staffScreen} />
      <Route path="/account" element={<p>account screen</p>} />
    </Routes>
  );
  const signInWithoutTwoFactor = () =>
    signInStaff(['super_user'], { two_factor_setup_required: true });

  it('are taken from a staff area straight to the set-up on the Account screen', () => {
    signInWithoutTwoFactor();
    renderWithProviders(
      screens(
        <RequireArea area="charge">
          <p>charges</p>
        </RequireArea>,
      ),
      { route: '/charges' },
    );
    expect(screen.getByText('account screen')).toBeTruthy();
    expect(screen.queryByText('charges')).toBeNull();
  });

  it('are taken there from a screen staff and shoppers share', () => {
    signInWithoutTwoFactor();
    renderWithProviders(screens(<AdminOr admin={<p>staff orders</p>} other={<p>my orders</p>} />), {
      route: '/charges',
    });
    expect(screen.getByText('account screen')).toBeTruthy();
  });
});
