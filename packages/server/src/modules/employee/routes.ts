import {
  employeeAddBody,
  employeeEditBody,
  type EmployeeListResponse,
  employeeResetBody,
  type EmployeeResponse,
  idParam,
  type MessageResponse,
  messages,
  securityMessages,
} from '@shop/shared';
import { actorOf } from '../../lib/audit';
import { parse } from '../../lib/validate';
import { currentUser, requireArea } from '../../plugins/auth';
import { guardedRoutes } from '../../plugins/module-routes';
import { presentEmployee } from './present';
import { listEmployees } from './repo';
import * as employees from './service';

/** The Employee area belongs to hr; super_user passes every check. */
export const employeeRoutes = guardedRoutes(requireArea('employee'), async (app, db) => {
  app.get('/', async (): Promise<EmployeeListResponse> => ({
    employees: (await listEmployees(db)).map(presentEmployee),
  }));

  app.post('/add', async (request, reply) => {
    const body = parse(employeeAddBody, request.body);
    const row = await employees.add(db, currentUser(request), body, actorOf(request));
    return reply.status(201).send({ employee: presentEmployee(row) } satisfies EmployeeResponse);
  });

  app.put('/edit/:id', async (request): Promise<EmployeeResponse> => {
    const { id } = parse(idParam, request.params);
    const body = parse(employeeEditBody, request.body);
    return {
      employee: presentEmployee(
        await employees.edit(db, currentUser(request), id, body, actorOf(request)),
      ),
    };
  });

  app.patch('/reset-password/:id', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    const { password } = parse(employeeResetBody, request.body);
    await employees.resetPassword(db, currentUser(request), id, password, actorOf(request));
    return { message: messages.employee.passwordUpdated };
  });

  app.post('/:id/reset-2fa', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await employees.resetTwoFactor(db, currentUser(request), id, actorOf(request));
    return { message: securityMessages.reset };
  });

  app.patch('/activate/:id', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await employees.setActive(db, currentUser(request), id, true, actorOf(request));
    return { message: messages.employee.activated };
  });

  app.patch('/deactivate/:id', async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await employees.setActive(db, currentUser(request), id, false, actorOf(request));
    return { message: messages.employee.deactivated };
  });
});
