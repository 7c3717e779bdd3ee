import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, type Address, type DeliveryState } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { AddressPicker } from './address-picker';

const address = (id: number, values: Partial<Address>): Address => ({
  id,
  name: `Shopper ${id}`,
  phone_number: '9876543210',
  line_1: '12 Lake View',
  line_2: 'Near the temple',
  city: 'Hyderabad',
  district: 'Hyderabad',
  state: 'Telangana',
  country: 'India',
  pin_code: '500001',
  ...values,
});

const state = (id: number, name: string): DeliveryState => ({
  id,
  name,
  delivery_rate: 60,
  additional_rate: 20,
  is_active: true,
  gst_state_code: null,
});

describe('AddressPicker', () => {
  it('warns on an address whose PIN lies in another state and does not let it be chosen', () => {
    const mismatch = messages.pincode.stateMismatch('500001', 'Telangana', 'Andhra Pradesh');
    renderWithProviders(
      <AddressPicker
        addresses={[address(1, {}), address(2, { state: 'Andhra Pradesh' })]}
        states={[state(1, 'Telangana'), state(2, 'Andhra Pradesh')]}
        pinProblems={new Map([[2, mismatch]])}
        value={1}
        onChange={() => undefined}
      />,
    );
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.disabled)).toEqual([false, true]);
    expect(screen.getByText(mismatch)).toBeTruthy();
    expect(screen.queryByText(messages.payment.deliveryUnavailable)).toBeNull();
  });
});
