import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { signInStaff } from '../../testing/sign-in';
import { AdminNav } from './admin-nav';

const signIn = (permissions: string[], is_admin = true) => signInStaff(permissions, { is_admin });

const links = () => screen.queryAllByRole('link').map((link) => link.textContent?.trim() ?? '');

describe('AdminNav', () => {
  it('shows every area to a super_user, in navigation order', () => {
    signIn(['super_user']);
    renderWithProviders(<AdminNav />);
    expect(links()).toEqual([
      'Dashboard',
      'Employee',
      'Orders',
      'Category',
      'Product',
      'Delivery',
      'Charge',
      'Promotions',
      'Activity',
    ]);
  });

  it('shows Employee to hr but not Orders', () => {
    signIn(['hr']);
    renderWithProviders(<AdminNav />);
    expect(links()).toEqual(['Dashboard', 'Employee']);
  });

  it('shows a product manager only Dashboard and Product', () => {
    signIn(['product_manager']);
    renderWithProviders(<AdminNav />);
    expect(links()).toEqual(['Dashboard', 'Product']);
  });

  it('keeps Orders and Employee from staff without hr or super_user', () => {
    signIn(['category_manager', 'delivery_manager', 'charge_manager']);
    renderWithProviders(<AdminNav />);
    expect(links()).toEqual(['Dashboard', 'Category', 'Delivery', 'Charge']);
  });

  it('marks the current area', () => {
    signIn(['super_user']);
    renderWithProviders(<AdminNav />, { route: '/orders' });
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('is not shown to shoppers or visitors', () => {
    signIn(['super_user'], false);
    const { unmount } = renderWithProviders(<AdminNav />);
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
    unmount();
    window.localStorage.clear();
    renderWithProviders(<AdminNav />);
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
