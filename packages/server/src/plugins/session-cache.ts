import { requestNotes } from '../lib/request-notes';

/** The channel the triggers of migration 0009 notify, with a user id or `*`, when a user or a session row changes. */
export const SESSIONS_CHANNEL = 'sessions_changed';

const MAX_ENTRIES = 10_000;

/**
 * Logins confirmed a moment ago, by access token, so a logged-in request needs neither the
 * token's signature checked again nor the user and session rows read. Correctness rests on
 * the same rules as the catalogue cache:
 * - a change to a user or their sessions drops that user's entries as soon as it is heard,
 *   and a read that began before it is not stored (the generation moves on);
 * - while changes may be going unheard (no listening connection), nothing is kept;
 * - an entry lives `ttlMs` at most, and never past the token's own expiry.
 */
export class SessionCache<T extends { id: number }> {
  private readonly entries = new Map<string, { user: T; until: number }>();
  /** Moves on with every change to everyone; `userGenerations` with a change to one user. */
  private generation = 0;
  private readonly userGenerations = new Map<number, number>();
  private listening = false;

  constructor(private readonly ttlMs = 30_000) {}

  get size() {
    return this.entries.size;
  }

  get(token: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  /** A marker taken before reading a user's rows; `set` stores only if nothing changed since. */
  mark(userId: number) {
    return `${this.generation}:${this.userGenerations.get(userId) ?? 0}`;
  }

  /** Keeps a confirmed login until `expiresAt` (ms) or the time to live, whichever comes first. */
  set(token: string, user: T, mark: string, expiresAt: number, now = Date.now()) {
    if (!this.listening || mark !== this.mark(user.id)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(token, { user, until: Math.min(expiresAt, now + this.ttlMs) });
  }

  /** Drops the entries of one user, or of everyone. */
  invalidate(userId: number | 'all') {
    if (userId === 'all' || this.userGenerations.size >= MAX_ENTRIES) {
      this.generation++;
      this.userGenerations.clear();
      this.entries.clear();
      return;
    }
    this.userGenerations.set(userId, (this.userGenerations.get(userId) ?? 0) + 1);
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }

  setListening(up: boolean) {
    this.listening = up;
    this.invalidate('all');
  }
}

/** The payload of a sessions notification: a user id, or `*` for everyone. */
export const parseSessionsChange = (payload: string): number | 'all' => {
  const id = Number(payload);
  return payload !== '' && Number.isInteger(id) ? id : 'all';
};

/** Users whose logins the current request ended (see `requestNotes`). */
export const endedLogins = requestNotes<number>();

/** Called where logins are revoked, with the users they belonged to. */
export const noteLoginsEnded = (userIds: Iterable<number>) => endedLogins.note(userIds);

/** Called where a user's own details change: the logins remembered with the old ones go. */
export const noteAccountChanged = (userId: number) => endedLogins.note([userId]);
