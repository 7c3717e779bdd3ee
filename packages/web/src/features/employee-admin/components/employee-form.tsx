import type { FormEvent } from 'react';
import { Checkbox, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  EMPLOYEE_FORM_PERMISSIONS,
  PERMISSION_LABELS,
  employeeAddBody,
  employeeEditBody,
  employeeResetBody,
  type EmployeeAddBody,
  type EmployeeEditBody,
  messages,
} from '@shop/shared';
import { FieldRow, StaffFormFrame, type StaffFormProps } from '../../../components/ui/staff-form';
import { useFieldForm } from '../../../hooks/use-field-form';
import { textValues } from '../../../lib/form-values';
import type { Employee } from '@shop/shared';

/** What a valid form hands back, by mode. */
/** Adding an employee, editing one, or resetting their password. */
export type EmployeeFormMode = 'add' | 'edit' | 'reset';

export type EmployeeFormResult =
  | { mode: 'add'; body: EmployeeAddBody }
  | { mode: 'edit'; body: EmployeeEditBody }
  | { mode: 'reset'; password: string };

// The fields an employee's record fills in; a password is always typed anew.
const RECORD_FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const;
const FIELDS = [...RECORD_FIELDS, 'password'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  permissions: string[];
}

const SUBMIT_LABEL: Record<EmployeeFormMode, string> = {
  add: messages.labels.addEmployee,
  edit: messages.labels.updateEmployee,
  reset: messages.labels.updatePassword,
};

function initialValues(employee?: Employee): Values {
  return {
    ...textValues(RECORD_FIELDS, employee),
    password: '',
    // Only the form's own permissions are checkboxes; the server keeps any others as they are.
    permissions: (employee?.permissions ?? []).filter((permission) =>
      (EMPLOYEE_FORM_PERMISSIONS as readonly string[]).includes(permission),
    ),
  };
}

interface EmployeeFormProps extends StaffFormProps<EmployeeFormResult> {
  mode: EmployeeFormMode;
  /** The employee being edited or given a new password. */
  employee?: Employee;
  /** Permissions the signed-in user may hand out; the others are shown but locked. */
  grantable?: readonly string[];
}

/**
 * One form, three modes: add (every field and a password), edit (no password,
 * e-mail read-only) and reset (only the new password). Checked with the same shared schemas
 * as the server.
 */
export function EmployeeForm({
  mode,
  employee,
  grantable = EMPLOYEE_FORM_PERMISSIONS,
  onSubmit,
  ...frame
}: EmployeeFormProps) {
  const { values, setValues, field, check } = useFieldForm<Values, Field>(FIELDS, () =>
    initialValues(employee),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A problem not tied to one field belongs to the password (the only field of a reset).
    if (mode === 'reset') {
      const parsed = check(employeeResetBody.safeParse({ password: values.password }), 'password');
      if (parsed) onSubmit({ mode, password: parsed.password });
      return;
    }
    const fields = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone_number: values.phone_number,
      permissions: values.permissions,
    };
    if (mode === 'add') {
      const body = check(
        employeeAddBody.safeParse({ ...fields, password: values.password }),
        'password',
      );
      if (body) onSubmit({ mode, body });
      return;
    }
    const body = check(employeeEditBody.safeParse(fields), 'password');
    if (body) onSubmit({ mode, body });
  };

  return (
    <StaffFormFrame {...frame} submitLabel={SUBMIT_LABEL[mode]} onSubmit={submit}>
      {mode === 'reset' ? (
        <>
          {employee ? (
            <Text fz="sm" c="dimmed">
              {`${employee.first_name} ${employee.last_name}`.trim()} · {employee.email}
            </Text>
          ) : null}
          <PasswordInput
            {...field('password')}
            label="New Password"
            withAsterisk
            autoComplete="new-password"
            data-autofocus
          />
        </>
      ) : (
        <>
          <FieldRow>
            <TextInput
              {...field('first_name')}
              label="First Name"
              withAsterisk
              autoComplete="off"
              maxLength={100}
              data-autofocus
            />
            <TextInput
              {...field('last_name')}
              label="Last Name"
              autoComplete="off"
              maxLength={100}
            />
          </FieldRow>
          <TextInput
            {...field('email')}
            label="Email"
            type="email"
            withAsterisk={mode === 'add'}
            autoComplete="off"
            readOnly={mode === 'edit'}
            description={
              mode === 'edit' ? 'The e-mail is the login name and stays as it is.' : undefined
            }
            maxLength={254}
          />
          <TextInput
            {...field('phone_number')}
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
          />
          {mode === 'add' ? (
            <PasswordInput
              {...field('password')}
              label="Password"
              withAsterisk
              autoComplete="new-password"
            />
          ) : null}
          <Checkbox.Group
            label="Permissions"
            value={values.permissions}
            onChange={(permissions) => setValues((current) => ({ ...current, permissions }))}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {EMPLOYEE_FORM_PERMISSIONS.map((permission) => (
                <Checkbox
                  key={permission}
                  value={permission}
                  label={PERMISSION_LABELS[permission].name}
                  description={PERMISSION_LABELS[permission].explanation}
                  disabled={!grantable.includes(permission)}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </>
      )}
    </StaffFormFrame>
  );
}
