import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuditEntry } from '@shop/shared';
import { clearUser } from '../../lib/session';
import { signInStaff } from '../../testing/sign-in';
import { jsonResponse, stubApi } from '../../testing/fetch-stub';
import { renderWithProviders } from '../../testing/render';
import { RecordActivity } from './record-activity';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T06:30:00.000Z',
  actor: { id: 3, email: 'meera@herbal.test' },
  action: 'order.status',
  target_type: 'order',
  target_id: '42',
  changes: { status: { from: 'Payment Verified', to: 'Packed' } },
  ip: '10.0.0.7',
  ...overrides,
});

const auditCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://shop.test'))
    .filter((url) => url.pathname === '/api/audit');

describe('RecordActivity', () => {
  afterEach(() => clearUser());

  it('lists who changed the order, newest first, and pages on to older entries', async () => {
    signInStaff(['super_user']);
    const fetchMock = stubApi({
      '/api/audit': (url) =>
        url.searchParams.get('cursor')
          ? jsonResponse(200, {
              entries: [
                entry(1, {
                  actor: { id: null, email: 'payment provider' },
                  ip: null,
                  changes: { status: { from: 'Placed', to: 'Payment Verified' } },
                }),
              ],
              next_cursor: null,
            })
          : jsonResponse(200, { entries: [entry(2)], next_cursor: 'c1' }),
    });
    renderWithProviders(<RecordActivity type="order" id={42} />);

    expect(await screen.findByText('meera@herbal.test · order 42 · 10.0.0.7')).toBeTruthy();
    expect(screen.getByText('"Payment Verified" → "Packed"', { exact: false })).toBeTruthy();
    const [first] = auditCalls(fetchMock);
    expect(Object.fromEntries(first!.searchParams)).toEqual({
      target_type: 'order',
      target_id: '42',
    });

    screen.getByRole('button', { name: 'Show older' }).click();
    expect(await screen.findByText('payment provider · order 42')).toBeTruthy();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(auditCalls(fetchMock)[1]!.searchParams.get('cursor')).toBe('c1');
  });

  it('says when a product has no recorded activity', async () => {
    signInStaff(['super_user']);
    const fetchMock = stubApi({
      '/api/audit': () => jsonResponse(200, { entries: [], next_cursor: null }),
    });
    renderWithProviders(<RecordActivity type="product" id={7} />);
    expect(await screen.findByText('No activity recorded.')).toBeTruthy();
    expect(Object.fromEntries(auditCalls(fetchMock)[0]!.searchParams)).toEqual({
      target_type: 'product',
      target_id: '7',
    });
  });

  it('shows nothing to staff who are not the owner, and never asks for the log', () => {
    signInStaff(['order_manager', 'product_manager']);
    const fetchMock = stubApi();
    renderWithProviders(<RecordActivity type="order" id={42} />);
    expect(screen.queryByTestId('record-activity')).toBeNull();
    expect(screen.queryByText('Activity')).toBeNull();
    expect(auditCalls(fetchMock)).toHaveLength(0);
  });
});
