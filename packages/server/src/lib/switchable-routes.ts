import { idParam, type MessageResponse } from '@shop/shared';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Queryable } from '../db/client';
import { actorOf, audit } from './audit';
import { parse } from './validate';

/** A staff list whose entries can be switched off without being deleted. */
export type Switchable<Key extends string, Row, Shown> = {
  /** The field the changed entry is answered under, such as `charge`. */
  key: Key;
  present: (row: Row) => Shown;
  /**
   * Both throw the list's 404 when the id names nothing. `setActive` answers the entry as it
   * is now and whether it was active before.
   */
  setActive: (
    db: Queryable,
    id: number,
    active: boolean,
  ) => Promise<{ row: Row; wasActive: boolean }>;
  remove: (db: Queryable, id: number) => Promise<Row>;
  messages: { activated: string; deactivated: string; deleted: string };
};

/**
 * The `setActive` of a list kept in one table. `find` and `update` answer nothing for an id
 * that names no entry, which `found` turns into the list's 404.
 */
export const activeSwitch =
  <Row extends { is_active: boolean }>(
    find: (db: Queryable, id: number) => Promise<Row | undefined>,
    update: (db: Queryable, id: number, values: { is_active: boolean }) => Promise<Row | undefined>,
    found: <T>(row: T | undefined) => T,
  ) =>
  async (db: Queryable, id: number, is_active: boolean) => {
    const before = found(await find(db, id));
    return { row: found(await update(db, id, { is_active })), wasActive: before.is_active };
  };

const removedFields = (shown: unknown) =>
  Object.fromEntries(
    Object.entries(shown as Record<string, unknown>)
      .filter(([field]) => field !== 'id')
      .map(([field, value]) => [field, { from: value, to: null }]),
  );

/**
 * `PATCH /activate/:id` and `/deactivate/:id`, answering the flash and the entry as it is
 * now, and `DELETE /delete/:id`, answering the flash.
 */
export function registerSwitchableRoutes<Key extends string, Row, Shown>(
  app: FastifyInstance,
  options: RouteShorthandOptions,
  list: Switchable<Key, Row, Shown>,
) {
  const { db } = app.database;
  for (const [path, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(`/${path}/:id`, options, async (request) => {
      const { id } = parse(idParam, request.params);
      // The switch and its audit entry (`charge.activate`, `delivery_state.deactivate`) commit
      // together; switching an entry to the state it is in records nothing.
      const row = await db.transaction(async (tx) => {
        const { row: changed, wasActive } = await list.setActive(tx, id, active);
        if (wasActive !== active)
          await audit(tx, actorOf(request), {
            action: `${list.key}.${path}`,
            target: { type: list.key, id },
            changes: { is_active: { from: wasActive, to: active } },
          });
        return changed;
      });
      const message = active ? list.messages.activated : list.messages.deactivated;
      return { message, [list.key]: list.present(row) } as { message: string } & Record<Key, Shown>;
    });
  }

  app.delete('/delete/:id', options, async (request): Promise<MessageResponse> => {
    const { id } = parse(idParam, request.params);
    await db.transaction(async (tx) => {
      const removed = await list.remove(tx, id);
      await audit(tx, actorOf(request), {
        action: `${list.key}.delete`,
        target: { type: list.key, id },
        changes: removedFields(list.present(removed as Row)),
      });
    });
    return { message: list.messages.deleted };
  });
}
