import { idParam } from '@shop/shared';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { actorOf, type AuditActor } from './audit';
import { parse } from './validate';

/** A staff list whose entries are added and edited through one form. */
export type Editable<Key extends string, Body, Row, Shown> = {
  /** The field the entry is answered under, such as `coupon`. */
  key: Key;
  /** The form, for both the new entry and the edit. */
  body: z.ZodType<Body>;
  present: (row: Row) => Shown;
  create: (db: Db, body: Body, who: AuditActor) => Promise<Row>;
  /** Throws the list's 404 when the id names nothing. */
  update: (db: Db, id: number, body: Body, who: AuditActor) => Promise<Row>;
  /** Where the form is posted, and where an edit is put (with `:id`). */
  paths: { create: string; update: string };
  /** Runs after each write, before the answer: what else the change makes stale. */
  afterWrite?: () => void;
};

/**
 * `POST` of the form, answering 201 and the new entry, and `PUT` of it on an id, answering
 * the entry as it is now; both under `list.key`.
 */
export function registerEditableRoutes<Key extends string, Body, Row, Shown>(
  app: FastifyInstance,
  options: RouteShorthandOptions,
  list: Editable<Key, Body, Row, Shown>,
) {
  const { db } = app.database;
  const answer = (row: Row) => ({ [list.key]: list.present(row) }) as Record<Key, Shown>;

  app.post(list.paths.create, options, async (request, reply) => {
    const row = await list.create(db, parse(list.body, request.body), actorOf(request));
    list.afterWrite?.();
    return reply.status(201).send(answer(row));
  });

  app.put(list.paths.update, options, async (request) => {
    const { id } = parse(idParam, request.params);
    const row = await list.update(db, id, parse(list.body, request.body), actorOf(request));
    list.afterWrite?.();
    return answer(row);
  });
}
