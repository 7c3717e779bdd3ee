import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconKey, IconPencil, IconPlus, IconUsers } from '@tabler/icons-react';
import {
  ADMIN_AREAS,
  EMPLOYEE_FORM_PERMISSIONS,
  canAccess,
  hasPermission,
  messages,
} from '@shop/shared';
import { flashError, flashSuccess } from '../../../components/ui/flash';
import { PageTitle } from '../../../components/ui/page-title';
import { StatusPanel } from '../../../components/ui/status-panel';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AccessDenied } from '../../catalogue-admin/components/access-denied';
import { FormModal } from '../../catalogue-admin/components/form-modal';
import { useEmployees } from '../api/get-employees';
import { useAddEmployee, useEditEmployee, useResetEmployeePassword } from '../api/save-employee';
import { useSetEmployeeActive } from '../api/set-employee-active';
import type { Employee, EmployeeFormMode } from '../types';
import { EmployeeForm, type EmployeeFormResult } from './employee-form';

const COLUMNS = 7;

interface DialogState {
  opened: boolean;
  mode: EmployeeFormMode;
  /** Kept while the dialog closes, so its contents do not jump. */
  employee?: Employee;
  /** A fresh form and a cleared error for every opening. */
  key: number;
}

const TITLES: Record<EmployeeFormMode, string> = {
  add: 'Add Employee',
  edit: 'Edit Employee',
  reset: 'Reset Password',
};

/** The server's own sentence when it gave one, otherwise the screen's fallback (spec §8). */
function serverOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

export const permissionText = (employee: Employee) =>
  employee.Permissions.map((p) => p.permission_name).join(', ');

function EmployeeDialog({
  dialog,
  grantable,
  onClose,
}: {
  dialog: DialogState;
  grantable: readonly string[];
  onClose: () => void;
}) {
  const add = useAddEmployee();
  const edit = useEditEmployee();
  const reset = useResetEmployeePassword();
  const mutation = dialog.mode === 'add' ? add : dialog.mode === 'edit' ? edit : reset;

  const submit = (result: EmployeeFormResult) => {
    const { employee } = dialog;
    if (result.mode === 'add') {
      add.mutate(result.body, { onSuccess: onClose });
    } else if (result.mode === 'edit' && employee) {
      edit.mutate({ id: employee.id, body: result.body }, { onSuccess: onClose });
    } else if (result.mode === 'reset' && employee) {
      reset.mutate(
        { id: employee.id, password: result.password },
        {
          onSuccess: () => {
            flashSuccess(messages.employee.passwordUpdated);
            onClose();
          },
        },
      );
    }
  };

  return (
    <FormModal opened={dialog.opened} onClose={onClose} title={TITLES[dialog.mode]} size="md">
      <EmployeeForm
        mode={dialog.mode}
        employee={dialog.employee}
        grantable={grantable}
        submitting={mutation.isPending}
        serverError={mutation.error ? errorText(mutation.error, messages.errors.generic) : null}
        onSubmit={submit}
        onClose={onClose}
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
            serverOr(
              error,
              activate ? messages.employee.activateFailed : messages.employee.deactivateFailed,
            ),
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

function EmployeeRows({
  employees,
  selfEmail,
  onOpen,
}: {
  employees: Employee[];
  selfEmail: string | undefined;
  onOpen: (mode: EmployeeFormMode, employee: Employee) => void;
}) {
  return employees.map((employee) => (
    <Table.Tr key={employee.id}>
      <Table.Td c="dimmed">{employee.id}</Table.Td>
      <Table.Td fw={600}>{employee.first_name}</Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ wordBreak: 'break-all' }}>
          {employee.email}
        </Text>
      </Table.Td>
      <Table.Td>{employee.phone_number || '—'}</Table.Td>
      <Table.Td>
        <Text fz="sm">{permissionText(employee) || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <StatusButton
          employee={employee}
          isSelf={employee.email.toLowerCase() === selfEmail?.toLowerCase()}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Tooltip label="Edit" withArrow>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={`Edit ${employee.first_name}`}
              onClick={() => onOpen('edit', employee)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Reset password" withArrow>
            <ActionIcon
              variant="light"
              color="orange"
              size="lg"
              aria-label={`Reset password of ${employee.first_name}`}
              onClick={() => onOpen('reset', employee)}
            >
              <IconKey size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}

function LoadingRows() {
  return Array.from({ length: 4 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: COLUMNS }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton h={16} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** `/employee`: staff accounts, their permissions and status (spec §2), for hr and super_user. */
export function EmployeeAdmin() {
  const { user, isAdmin } = useSession();
  const permissions = user?.permissions ?? [];
  const allowed = isAdmin && canAccess(permissions, 'employee');
  const employees = useEmployees(allowed);
  const [dialog, setDialog] = useState<DialogState>({ opened: false, mode: 'add', key: 0 });
  const grantable = EMPLOYEE_FORM_PERMISSIONS.filter((p) => hasPermission(permissions, p));

  const open = (mode: EmployeeFormMode, employee?: Employee) =>
    setDialog((current) => ({ opened: true, mode, employee, key: current.key + 1 }));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 'h2', sm: 'h1' }}>Employees</PageTitle>
          {allowed ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open('add')}>
              Add Employee
            </Button>
          ) : null}
        </Group>

        {!allowed ? (
          <AccessDenied permissions={ADMIN_AREAS.employee.permissions} />
        ) : employees.isError ? (
          <StatusPanel
            icon={<IconAlertTriangle size={26} aria-hidden />}
            title={errorText(employees.error, messages.errors.generic)}
            color="red"
            action={
              <Button variant="light" onClick={() => void employees.refetch()}>
                Try again
              </Button>
            }
          />
        ) : employees.data?.length === 0 ? (
          <StatusPanel icon={<IconUsers size={26} aria-hidden />} title="No employees yet" />
        ) : (
          <Paper withBorder radius="lg">
            <Table.ScrollContainer minWidth={820}>
              <Table
                highlightOnHover
                verticalSpacing="sm"
                horizontalSpacing="md"
                aria-busy={employees.isPending}
                aria-label="Employees"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>Id</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>Permissions</Table.Th>
                    <Table.Th w={110}>Status</Table.Th>
                    <Table.Th w={110} ta="right">
                      Actions
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {employees.data ? (
                    <EmployeeRows
                      employees={employees.data}
                      selfEmail={user?.email}
                      onOpen={open}
                    />
                  ) : (
                    <LoadingRows />
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
      {allowed ? (
        <EmployeeDialog key={dialog.key} dialog={dialog} grantable={grantable} onClose={close} />
      ) : null}
    </Container>
  );
}
