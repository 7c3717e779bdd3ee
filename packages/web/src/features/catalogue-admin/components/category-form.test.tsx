import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { CategoryForm } from './category-form';

describe('CategoryForm', () => {
  it('needs a name and a description, and a GST that is a number', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CategoryForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^GST/), { target: { value: 'twelve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByText(messages.category.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.category.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(messages.category.gstInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed category', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CategoryForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Teas ' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Herbal teas' } });
    fireEvent.change(screen.getByLabelText(/^GST/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Teas',
      description: 'Herbal teas',
      gst: 5,
      hsn_code: null,
    });
  });

  it('takes an HSN code of 4, 6 or 8 digits and refuses any other', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<CategoryForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Teas' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Herbal teas' } });
    fireEvent.change(screen.getByLabelText(/^GST/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/^HSN code/), { target: { value: '09021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByText(messages.category.hsnInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^HSN code/), { target: { value: '090230' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Teas',
      description: 'Herbal teas',
      gst: 5,
      hsn_code: '090230',
    });
  });
});
