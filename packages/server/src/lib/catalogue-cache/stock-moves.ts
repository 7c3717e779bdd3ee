import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestNotes } from '../request-notes';

const moves = requestNotes<number>();

/**
 * Called where stock is taken or given back, inside the transaction that does it, with the
 * products whose stock moved. The route that asked drops them from the catalogue once it has
 * succeeded; a move made outside any such route (the reconciler, a database tool) reaches
 * every instance through the database's notification alone.
 */
export const noteStockMoved = (productIds: Iterable<number>) => moves.note(productIds);

/**
 * Route hooks for a route that may move stock (orders, payments, cancellations, refunds).
 * Its moves are noted while it runs; when it has succeeded, every transaction behind its
 * answer has committed, and the products it moved (only those, and the listings showing
 * them) are rebuilt before the answer goes out, so its client never sees older stock. A
 * refused or failed request touches nothing: whatever it did commit, the notification of the
 * commit reaches every instance.
 */
export function stockMoveHooks(onMoved: (productIds: number[]) => Promise<void> | void) {
  return {
    preValidation: moves.open,
    onSend: (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      const moved = moves.noted(request);
      if (moved.length === 0 || reply.statusCode >= 400) return done(null, payload);
      const answer = () => done(null, payload);
      Promise.resolve(onMoved(moved)).then(answer, answer);
    },
  };
}
