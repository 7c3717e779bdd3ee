import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EMPLOYEE_FORM_PERMISSIONS, messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import type { Employee } from '@shop/shared';
import { EmployeeForm } from './employee-form';

const employee: Employee = {
  id: 4,
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@herbal.test',
  phone_number: '9876543210',
  is_active: true,
  Permissions: [{ permission_name: 'product_manager' }, { permission_name: 'charge_manager' }],
  permissions: ['product_manager', 'charge_manager'],
};

const button = (name: string) => screen.getByRole('button', { name });

type FormSetUp = Omit<ComponentProps<typeof EmployeeForm>, 'onSubmit' | 'onCancel'>;

/** Renders the form; answers the spies for what it sends and for its close button. */
function renderForm(setUp: FormSetUp) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<EmployeeForm {...setUp} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel };
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('EmployeeForm', () => {
  it('adds: every field, a password and a checkbox per permission', () => {
    const { onSubmit } = renderForm({ mode: 'add' });
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Password']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeTruthy();
    }
    const boxes = screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'));
    expect(boxes).toEqual(EMPLOYEE_FORM_PERMISSIONS);
    expect(button('Add Employee')).toBeTruthy();
    expect(button('Close')).toBeTruthy();

    type(/^First Name/, ' Asha ');
    type(/^Email/, 'asha@herbal.test');
    type(/^Password/, 'Tulsi-Leaf-42');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Employees' }));
    fireEvent.click(button('Add Employee'));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'add',
      body: {
        first_name: 'Asha',
        last_name: '',
        email: 'asha@herbal.test',
        phone_number: '',
        password: 'Tulsi-Leaf-42',
        permissions: ['hr'],
      },
    });
  });

  it('adds only with a first name, an e-mail and a password', () => {
    const { onSubmit } = renderForm({ mode: 'add' });
    type(/^First Name/, '   ');
    fireEvent.click(button('Add Employee'));
    expect(screen.getAllByText(messages.employee.requiredFields).length).toBeGreaterThan(0);
    expect(screen.getByText(messages.employee.passwordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits: no password, the e-mail read-only, the form permissions ticked', () => {
    const { onSubmit } = renderForm({ mode: 'edit', employee });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ravi@herbal.test');
    expect(email.readOnly).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Products' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Add Employee' })).toBeNull();

    type(/^Last Name/, 'Sharma');
    fireEvent.click(button('Update Employee'));
    expect(onSubmit).toHaveBeenCalledWith({
      mode: 'edit',
      body: {
        first_name: 'Ravi',
        last_name: 'Sharma',
        email: 'ravi@herbal.test',
        phone_number: '9876543210',
        permissions: ['product_manager'],
      },
    });
  });

  it('edits only with a first name', () => {
    const { onSubmit } = renderForm({ mode: 'edit', employee });
    type(/^First Name/, '');
    fireEvent.click(button('Update Employee'));
    expect(screen.getByText(messages.employee.requiredFields)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('resets: only the new password', () => {
    const { onSubmit, onCancel } = renderForm({ mode: 'reset', employee });
    expect(screen.queryByLabelText(/^First Name/)).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(button('Update Password'));
    expect(screen.getByText(messages.employee.newPasswordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(/^New Password/, 'Neem-Bark-88');
    fireEvent.click(button('Update Password'));
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'reset', password: 'Neem-Bark-88' });

    fireEvent.click(button('Close'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the server refusal and locks permissions the user cannot grant', () => {
    renderForm({
      mode: 'add',
      grantable: ['hr'],
      serverError: 'This e-mail is already registered.',
    });
    expect(screen.getByRole('alert').textContent).toContain('This e-mail is already registered.');
    expect((screen.getByRole('checkbox', { name: 'Products' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Employees' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });
});
