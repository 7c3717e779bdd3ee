import { useState } from 'react';
import { Button, Text, Tooltip } from '@mantine/core';
import { IconKey, IconShieldOff, IconUsers } from '@tabler/icons-react';
import {
  accountChangeRefusal,
  ADMIN_AREAS,
  EMPLOYEE_FORM_PERMISSIONS,
  hasPermission,
  messages,
  permissionName,
  securityMessages,
} from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsColumn, idColumn, type Column } from '../../../components/ui/data-table';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { FormModal } from '../../../components/ui/form-modal';
import { PermissionGuide } from '../../../components/ui/permission-guide';
import { EditAction, RowAction, RowActions } from '../../../components/ui/row-action';
import { StaffListScreen } from '../../../components/ui/staff-list-screen';
import { useFormDialog, type ItemDialogProps } from '../../../hooks/use-form-dialog';
import { errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useEmployees } from '../api/get-employees';
import { useAddEmployee, useEditEmployee, useResetEmployeePassword } from '../api/save-employee';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetEmployeeActive } from '../api/set-employee-active';
import type { Employee } from '@shop/shared';
import type { EmployeeFormMode } from './employee-form';
import { EmployeeForm, type EmployeeFormResult } from './employee-form';

/** What the dialog shows: the mode and, to edit or reset, the employee. */
interface DialogItem {
  mode: EmployeeFormMode;
  employee?: Employee;
}

const TITLES: Record<EmployeeFormMode, string> = {
  add: messages.labels.addEmployee,
  edit: 'Edit Employee',
  reset: 'Reset Password',
};

const permissionText = (employee: Employee) =>
  employee.Permissions.map((p) => permissionName(p.permission_name)).join(', ');

/** Adds an employee (no item given), or edits one or resets their password. */
function EmployeeDialog({ opened, item, onClose }: ItemDialogProps<DialogItem>) {
  const dialog = item ?? { mode: 'add' };
  const { user } = useSession();
  // Staff grant only the permissions they hold themselves.
  const grantable = EMPLOYEE_FORM_PERMISSIONS.filter((p) =>
    hasPermission(user?.permissions ?? [], p),
  );
  const add = useAddEmployee();
  const edit = useEditEmployee();
  const reset = useResetEmployeePassword();
  const mutation = dialog.mode === 'add' ? add : dialog.mode === 'edit' ? edit : reset;

  const submit = (result: EmployeeFormResult) => {
    const { employee } = dialog;
    const saved = (text: string) => {
      flashSuccess(text);
      onClose();
    };
    if (result.mode === 'add') {
      add.mutate(result.body, {
        onSuccess: (added) => saved(messages.employee.added(added.first_name)),
      });
    } else if (result.mode === 'edit' && employee) {
      edit.mutate(
        { id: employee.id, body: result.body },
        { onSuccess: (edited) => saved(messages.employee.updated(edited.first_name)) },
      );
    } else if (result.mode === 'reset' && employee) {
      reset.mutate(
        { id: employee.id, password: result.password },
        { onSuccess: () => saved(messages.employee.passwordUpdated) },
      );
    }
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={TITLES[dialog.mode]}>
      <EmployeeForm
        mode={dialog.mode}
        employee={dialog.employee}
        grantable={grantable}
        submitting={mutation.isPending}
        serverError={mutation.error ? errorText(mutation.error, messages.errors.generic) : null}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormModal>
  );
}

function StatusButton({ employee, isSelf }: { employee: Employee; isSelf: boolean }) {
  const toggle = useSetEmployeeActive();
  const active = employee.is_active;
  const label = active ? 'Active' : 'Inactive';

  const click = () => {
    const activate = !active;
    toggle.mutate(
      { id: employee.id, active: activate },
      {
        onSuccess: (message) =>
          flashSuccess(
            message ?? (activate ? messages.employee.activated : messages.employee.deactivated),
          ),
        onError: (error) =>
          flashError(
            errorText(error, {
              fallback: activate
                ? messages.employee.activateFailed
                : messages.employee.deactivateFailed,
            }),
          ),
      },
    );
  };

  return (
    <Tooltip
      label={isSelf ? messages.employee.cannotDeactivateSelf : active ? 'Deactivate' : 'Activate'}
      withArrow
    >
      <Button
        size="compact-sm"
        radius="xl"
        variant={active ? 'light' : 'outline'}
        color={active ? 'herbal' : 'gray'}
        loading={toggle.isPending}
        disabled={isSelf && active}
        onClick={click}
        aria-label={`${label}: ${active ? 'deactivate' : 'activate'} ${employee.first_name}`}
        miw={84}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * "Reset two-factor" for a lost phone: asks first, then says what happened (or the server's
 * refusal). Offered only on accounts the signed-in staff member may change, never their own.
 */
function ResetTwoFactorAction({ employee }: { employee: Employee }) {
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const confirm = () =>
    reset.mutate(employee.id, {
      onSuccess: (message) => flashSuccess(message),
      onError: (error) => flashError(errorText(error, messages.errors.generic)),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <RowAction
        tooltip={securityMessages.reset2fa}
        label={securityMessages.reset2faOf(employee.first_name)}
        icon={IconShieldOff}
        color="red"
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        opened={confirming}
        title={securityMessages.reset2fa}
        message={securityMessages.resetConfirm(name)}
        confirmLabel={securityMessages.reset2fa}
        busy={reset.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** `/employee`: staff accounts, their permissions and status, for hr and super_user. */
export function EmployeeAdmin() {
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  const employees = useEmployees();
  const editor = useFormDialog<DialogItem>();
  const { open } = editor;
  const isSelf = (employee: Employee) => employee.email.toLowerCase() === user?.email.toLowerCase();
  // The server's rule for changing an account; nobody resets their own (they turn it off).
  const mayResetTwoFactor = (employee: Employee) =>
    !isSelf(employee) && accountChangeRefusal(permissions, employee.permissions) === null;
  const columns: Column<Employee>[] = [
    idColumn(),
    { header: 'Name', cellProps: { fw: 600 }, cell: (employee) => employee.first_name },
    {
      header: 'Email',
      cell: (employee) => (
        <Text fz="sm" style={{ wordBreak: 'break-all' }}>
          {employee.email}
        </Text>
      ),
    },
    { header: 'Phone', cell: (employee) => employee.phone_number || '—' },
    {
      header: 'Permissions',
      cell: (employee) => <Text fz="sm">{permissionText(employee) || '—'}</Text>,
    },
    {
      header: 'Status',
      width: 110,
      cell: (employee) => <StatusButton employee={employee} isSelf={isSelf(employee)} />,
    },
    actionsColumn(
      (employee) => (
        <RowActions>
          <EditAction row={employee.first_name} onClick={() => open({ mode: 'edit', employee })} />
          <RowAction
            tooltip="Reset password"
            label={`Reset password of ${employee.first_name}`}
            icon={IconKey}
            color="orange"
            onClick={() => open({ mode: 'reset', employee })}
          />
          {mayResetTwoFactor(employee) ? <ResetTwoFactorAction employee={employee} /> : null}
        </RowActions>
      ),
      150,
    ),
  ];

  return (
    <StaffListScreen
      title={ADMIN_AREAS.employee.title}
      addLabel={messages.labels.addEmployee}
      editor={editor}
      Dialog={EmployeeDialog}
      query={employees}
      empty={{ icon: IconUsers, title: 'No employees yet' }}
      label="Employees"
      minWidth={820}
      columns={columns}
    >
      <PermissionGuide />
    </StaffListScreen>
  );
}
