import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { CategoryForm } from './category-form';

/** Renders an empty form; answers the spy that receives what it sends. */
function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(<CategoryForm onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The required fields as fillRequired types them, parsed as the form sends them. */
const TEAS = { name: 'Teas', description: 'Herbal teas', gst: 5 };

function fillRequired(name = TEAS.name) {
  type(/^Name/, name);
  type(/^Description/, TEAS.description);
  type(/^GST/, String(TEAS.gst));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));

describe('CategoryForm', () => {
  it('needs a name and a description, and a GST that is a number', () => {
    const onSubmit = renderForm();
    type(/^GST/, 'twelve');
    submit();
    expect(screen.getByText(messages.category.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.category.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(messages.category.gstInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed category', () => {
    const onSubmit = renderForm();
    fillRequired(' Teas ');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ ...TEAS, hsn_code: null });
  });

  it('takes an HSN code of 4, 6 or 8 digits and refuses any other', () => {
    const onSubmit = renderForm();
    fillRequired();
    type(/^HSN code/, '09021');
    submit();
    expect(screen.getByText(messages.category.hsnInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type(/^HSN code/, '090230');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ ...TEAS, hsn_code: '090230' });
  });
});
