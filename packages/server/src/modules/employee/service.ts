import {
  accountChangeRefusal,
  EMPLOYEE_FORM_PERMISSIONS,
  type EmployeeAddBody,
  type EmployeeEditBody,
  hasPermission,
  isPermission,
  messages,
  securityMessages,
} from '@shop/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, foundOr404 } from '../../lib/errors';
import { audit, changesBetween, type AuditActor, auditCreated } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { SessionUser } from '../../plugins/auth';
import { assertNotCommonPassword } from '../auth/password-policy';
import { clearLoginFailures, revokeAllSessions } from '../auth/account-access';
import { resetFor } from '../auth/two-factor';
import * as repo from './repo';

const isFormPermission = (permission: string) =>
  (EMPLOYEE_FORM_PERMISSIONS as readonly string[]).includes(permission);

const found = foundOr404(messages.employee.notFound);

/**
 * Nobody hands out (or takes away) a permission they do not hold themselves; super_user
 * holds them all. Only the form's permissions get this far: the schema refuses the rest.
 */
function assertMayChangePermissions(actor: SessionUser, before: string[], after: string[]) {
  const changed = [
    ...after.filter((p) => !before.includes(p)),
    ...before.filter((p) => !after.includes(p)),
  ];
  for (const permission of changed) {
    if (!isPermission(permission) || !hasPermission(actor.permissions, permission))
      throw forbidden(messages.employee.cannotGrant(permission));
  }
}

/**
 * Staff act only on staff who hold no more than they do: whoever could reset a password could
 * log in as that account and use all of its permissions. A super user's account is changed
 * only by another super user (who holds everything).
 */
function assertMayChangeAccount(actor: SessionUser, target: UserRow) {
  const refusal = accountChangeRefusal(actor.permissions, target.permissions);
  if (refusal === 'superUser') throw forbidden(messages.employee.cannotChangeSuperUser);
  if (refusal === 'stronger') throw forbidden(messages.employee.cannotChangeStronger);
}

const unique = (list: readonly string[]) => [...new Set(list)];

const employeeTarget = (id: number) => ({ type: 'employee', id });

/** What the log keeps of an employee: never the password. */
const recorded = (
  row: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'permissions'>,
) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  permissions: row.permissions,
});

export async function add(db: Db, actor: SessionUser, body: EmployeeAddBody, who: AuditActor) {
  const permissions = unique(body.permissions);
  assertMayChangePermissions(actor, [], permissions);
  await assertNotCommonPassword(body.password);
  const password_hash = await hashPassword(body.password);
  // A taken e-mail fails on the unique index and becomes 409 in lib/errors.
  return db.transaction(async (tx) => {
    const row = await repo.insertEmployee(tx, {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone_number: body.phone_number,
      password_hash,
      permissions,
    });
    if (row) await auditCreated(tx, who, employeeTarget(row.id), recorded(row));
    return row;
  });
}

/**
 * The e-mail is the login name and read-only on the form; a different one is refused rather
 * than silently dropped. Permissions the form does not offer (charge_manager, super_user)
 * are kept as they are.
 */
export async function edit(
  db: Db,
  actor: SessionUser,
  id: number,
  body: EmployeeEditBody,
  who: AuditActor,
) {
  const target = found(await repo.findEmployee(db, id));
  assertMayChangeAccount(actor, target);
  if (body.email.toLowerCase() !== target.email.toLowerCase())
    throw badRequest(messages.employee.emailReadOnly);
  const formPermissions = unique(body.permissions);
  assertMayChangePermissions(actor, target.permissions.filter(isFormPermission), formPermissions);
  return db.transaction(async (tx) => {
    const row = found(
      await repo.updateEmployee(tx, id, {
        first_name: body.first_name,
        last_name: body.last_name,
        phone_number: body.phone_number,
        permissions: [
          ...target.permissions.filter((p) => !isFormPermission(p)),
          ...formPermissions,
        ],
      }),
    );
    const changes = changesBetween(recorded(target), recorded(row));
    if (Object.keys(changes).length > 0)
      await audit(tx, who, {
        action: changes.permissions ? 'employee.permissions' : 'employee.update',
        target: employeeTarget(id),
        changes,
      });
    return row;
  });
}

/** A new password ends every open session of the account and lifts a login lock. */
export async function resetPassword(
  db: Db,
  actor: SessionUser,
  id: number,
  password: string,
  who: AuditActor,
) {
  const target = found(await repo.findEmployee(db, id));
  assertMayChangeAccount(actor, target);
  await assertNotCommonPassword(password);
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updateEmployee(tx, id, { password_hash });
    await revokeAllSessions(tx, id);
    await clearLoginFailures(tx, target.email);
    await audit(tx, who, { action: 'employee.reset_password', target: employeeTarget(id) });
  });
}

/** Deactivation ends the employee's open sessions at once; nobody can lock themselves out. */
export async function setActive(
  db: Db,
  actor: SessionUser,
  id: number,
  is_active: boolean,
  who: AuditActor,
) {
  const target = found(await repo.findEmployee(db, id));
  if (!is_active && target.id === actor.id)
    throw badRequest(messages.employee.cannotDeactivateSelf);
  assertMayChangeAccount(actor, target);
  await db.transaction(async (tx) => {
    await repo.updateEmployee(tx, id, { is_active });
    if (!is_active) await revokeAllSessions(tx, id);
    if (target.is_active !== is_active)
      await audit(tx, who, {
        action: is_active ? 'employee.activate' : 'employee.deactivate',
        target: employeeTarget(id),
        changes: { is_active: { from: target.is_active, to: is_active } },
      });
  });
}

/**
 * A lost phone: someone who may change the account turns its two-factor off (hr only for
 * staff who hold nothing hr does not). It is set up again at the next sign-in, and every
 * session of the account ends. Nobody resets their own: they turn it off with a code.
 */
export async function resetTwoFactor(db: Db, actor: SessionUser, id: number, who: AuditActor) {
  const target = found(await repo.findEmployee(db, id));
  if (target.id === actor.id) throw badRequest(securityMessages.resetOwn);
  assertMayChangeAccount(actor, target);
  await db.transaction((tx) => resetFor(tx, target, who));
}
