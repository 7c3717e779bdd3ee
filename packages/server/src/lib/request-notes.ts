import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What code deep inside a request (a repository, a rule of the domain) notes for the request
 * to act on once it answers, without every function between them passing it along: which
 * products' stock moved, whose logins ended. Outside a request that opened a scope (a job, a
 * script), noting does nothing.
 */
export function requestNotes<T>() {
  const storage = new AsyncLocalStorage<Set<T>>();
  const byRequest = new WeakMap<FastifyRequest, Set<T>>();
  return {
    note(items: Iterable<T>) {
      const notes = storage.getStore();
      if (notes) for (const item of items) notes.add(item);
    },
    /**
     * A `preValidation` hook that opens the request's scope: after the body is read, as a
     * body read from the socket would run outside it.
     */
    open(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
      const notes = new Set<T>();
      byRequest.set(request, notes);
      storage.run(notes, done);
    },
    /** What the request noted so far. */
    noted(request: FastifyRequest): T[] {
      return [...(byRequest.get(request) ?? [])];
    },
  };
}
