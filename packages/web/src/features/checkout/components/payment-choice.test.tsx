import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { codMessages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { PaymentChoice } from './payment-choice';

describe('PaymentChoice', () => {
  it('offers paying online or cash on delivery with its fee, and reports the choice', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PaymentChoice value="online" onChange={onChange} codFee="₹35.40" codRefusal={null} />,
    );
    expect(screen.getByRole('radio', { name: codMessages.payOnline })).toHaveProperty(
      'checked',
      true,
    );
    const cod = screen.getByRole('radio', { name: 'Cash on delivery (+ ₹35.40 fee)' });
    expect(cod).toHaveProperty('disabled', false);
    fireEvent.click(cod);
    expect(onChange).toHaveBeenCalledWith('cod');
  });

  it('disables cash on delivery beside the reason it is not offered', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PaymentChoice
        value="online"
        onChange={onChange}
        codFee="₹35.40"
        codRefusal={codMessages.overCap(5000)}
      />,
    );
    const cod = screen.getByRole('radio', { name: codMessages.cashOnDeliveryWithFee('₹35.40') });
    expect(cod).toHaveProperty('disabled', true);
    expect(screen.getByTestId('cod-refusal').textContent).toBe(
      'Cash on delivery is available for orders up to ₹5,000.',
    );
  });
});
