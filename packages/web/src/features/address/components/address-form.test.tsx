import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import type { DeliveryState } from '@shop/shared';
import { AddressForm } from './address-form';

const states: DeliveryState[] = [
  {
    id: 1,
    name: 'Kerala',
    delivery_rate: 60,
    additional_rate: 20,
    is_active: true,
    gst_state_code: null,
  },
  {
    id: 2,
    name: 'Goa',
    delivery_rate: 60,
    additional_rate: 20,
    is_active: true,
    gst_state_code: null,
  },
];

function fill(phone: string) {
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^Name/, 'Asha Verma');
  set(/^Phone Number/, phone);
  set(/^House \/ Office \/ Flat/, 'Flat 4B');
  set(/^Street \/ Landmark/, 'MG Road');
  set(/^City/, 'Kochi');
  set(/^District/, 'Ernakulam');
  set(/^State/, 'Kerala');
  set(/^Pin Code/, '682001');
}

describe('AddressForm', () => {
  it('refuses a 9-digit phone number with the schema sentence', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm states={states} onSubmit={onSubmit} />);
    fill('987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText(messages.address.phoneInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs every field, and offers only the active delivery states', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm states={states} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText(messages.address.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.address.stateRequired)).toBeTruthy();
    expect(screen.getByText(messages.address.countryRequired)).toBeTruthy();
    expect(screen.getByText(messages.address.pinCodeInvalid)).toBeTruthy();
    const options = Array.from((screen.getByLabelText(/^State/) as HTMLSelectElement).options).map(
      (option) => option.value,
    );
    expect(options).toEqual(['', 'Kerala', 'Goa']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the address with India as the default country', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm states={states} onSubmit={onSubmit} />);
    fill('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      phone_number: '9876543210',
      line_1: 'Flat 4B',
      line_2: 'MG Road',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      country: 'India',
      pin_code: '682001',
    });
  });
});
