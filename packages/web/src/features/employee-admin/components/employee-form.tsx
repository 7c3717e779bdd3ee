import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  EMPLOYEE_FORM_PERMISSIONS,
  employeeAddBody,
  employeeEditBody,
  employeeResetBody,
  type EmployeeAddBody,
  type EmployeeEditBody,
} from '@shop/shared';
import { FormError } from '../../catalogue-admin/components/form-error';
import type { Employee, EmployeeFormMode } from '../types';

/** What a valid form hands back, by mode. */
export type EmployeeFormResult =
  | { mode: 'add'; body: EmployeeAddBody }
  | { mode: 'edit'; body: EmployeeEditBody }
  | { mode: 'reset'; password: string };

const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'password'] as const;
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
  add: 'Add Employee',
  edit: 'Update Employee',
  reset: 'Update Password',
};

function initialValues(employee?: Employee): Values {
  return {
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    email: employee?.email ?? '',
    phone_number: employee?.phone_number ?? '',
    password: '',
    // Only the form's own permissions are checkboxes; the server keeps any others as they are.
    permissions: (employee?.permissions ?? []).filter((permission) =>
      (EMPLOYEE_FORM_PERMISSIONS as readonly string[]).includes(permission),
    ),
  };
}

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'password') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface EmployeeFormProps {
  mode: EmployeeFormMode;
  /** The employee being edited or given a new password. */
  employee?: Employee;
  /** Permissions the signed-in user may hand out; the others are shown but locked. */
  grantable?: readonly string[];
  submitting?: boolean;
  serverError?: string | null;
  onSubmit: (result: EmployeeFormResult) => void;
  onClose: () => void;
}

/**
 * One form, three modes (spec §2, §4): add (every field and a password), edit (no password,
 * e-mail read-only) and reset (only the new password). Checked with the server's rules (§5).
 */
export function EmployeeForm({
  mode,
  employee,
  grantable = EMPLOYEE_FORM_PERMISSIONS,
  submitting = false,
  serverError,
  onSubmit,
  onClose,
}: EmployeeFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(employee));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'reset') {
      const parsed = employeeResetBody.safeParse({ password: values.password });
      if (!parsed.success) return fail({ password: parsed.error.issues[0]?.message });
      setErrors({});
      return onSubmit({ mode, password: parsed.data.password });
    }
    const fields = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone_number: values.phone_number,
      permissions: values.permissions,
    };
    if (mode === 'add') {
      const parsed = employeeAddBody.safeParse({ ...fields, password: values.password });
      if (!parsed.success) return fail(firstMessages(parsed.error.issues));
      setErrors({});
      return onSubmit({ mode, body: parsed.data });
    }
    const parsed = employeeEditBody.safeParse(fields);
    if (!parsed.success) return fail(firstMessages(parsed.error.issues));
    setErrors({});
    onSubmit({ mode, body: parsed.data });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <FormError text={serverError} />
        {mode === 'reset' ? (
          <>
            {employee ? (
              <Text fz="sm" c="dimmed">
                {`${employee.first_name} ${employee.last_name}`.trim()} · {employee.email}
              </Text>
            ) : null}
            <PasswordInput
              id={`${id}-password`}
              label="New Password"
              withAsterisk
              autoComplete="new-password"
              value={values.password}
              onChange={change('password')}
              error={errors.password}
              data-autofocus
            />
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                id={`${id}-first_name`}
                label="First Name"
                withAsterisk
                autoComplete="off"
                value={values.first_name}
                onChange={change('first_name')}
                error={errors.first_name}
                maxLength={100}
                data-autofocus
              />
              <TextInput
                id={`${id}-last_name`}
                label="Last Name"
                autoComplete="off"
                value={values.last_name}
                onChange={change('last_name')}
                error={errors.last_name}
                maxLength={100}
              />
            </SimpleGrid>
            <TextInput
              id={`${id}-email`}
              label="Email"
              type="email"
              withAsterisk={mode === 'add'}
              autoComplete="off"
              value={values.email}
              onChange={change('email')}
              error={errors.email}
              readOnly={mode === 'edit'}
              description={
                mode === 'edit' ? 'The e-mail is the login name and stays as it is.' : undefined
              }
              maxLength={254}
            />
            <TextInput
              id={`${id}-phone_number`}
              label="Phone Number"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              value={values.phone_number}
              onChange={change('phone_number')}
              error={errors.phone_number}
              maxLength={15}
            />
            {mode === 'add' ? (
              <PasswordInput
                id={`${id}-password`}
                label="Password"
                withAsterisk
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                error={errors.password}
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
                    label={permission}
                    disabled={!grantable.includes(permission)}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" loading={submitting}>
            {SUBMIT_LABEL[mode]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
