import { expect, it } from 'vitest';
import type { InjectMethod } from './requests';

// What the answers to a list of requests are expected to be.

export type RequestSpec = readonly [method: InjectMethod, url: string, payload?: object];

type Send = (...request: RequestSpec) => Promise<Answer>;

type Answer = { statusCode: number; json: () => unknown };

/** Expects one answer to be `status` with the body `{ error }`. */
export function expectErrorAnswer(res: Answer, status: number, error: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
}

/** Expects every request answered with `status` and `{ error }`. */
export async function expectAnswers(
  send: Send,
  requests: readonly RequestSpec[],
  { status, error }: { status: number; error: string },
) {
  for (const [method, url, payload] of requests) {
    const res = await send(method, url, payload);
    expect([method, url, res.statusCode]).toEqual([method, url, status]);
    expect(res.json()).toEqual({ error });
  }
}

/**
 * The roles an area's staff calls turn away, with the answer each gets: a visitor is asked to
 * log in; a shopper and staff of another area are refused.
 */
const outsidersOf = <R extends string>(otherStaff: R) =>
  [
    ['visitor', 401, 'Please log in to continue.'],
    ['shopper', 403, 'You are not allowed to do this.'],
    [otherStaff, 403, 'You are not allowed to do this.'],
  ] as [role: R | 'visitor' | 'shopper', status: number, error: string][];

/**
 * Expects every request refused with `status` and `{ error }`, and the rows `rowsOf` reads
 * left as they were.
 */
async function expectRefused(
  send: Send,
  requests: readonly RequestSpec[],
  refusal: { status: number; error: string },
  rowsOf: () => Promise<unknown>,
) {
  const before = await rowsOf();
  await expectAnswers(send, requests, refusal);
  expect(await rowsOf()).toEqual(before);
}

/**
 * One test per outsider of a staff area (see `outsidersOf`): `prepare` sets the test up and
 * gives the requests the role sends; each is refused, and the rows `rowsOf` reads stay as they
 * were.
 */
export function itRefusesOutsiders<R extends string>(
  otherStaff: R,
  callAs: (role: R | 'visitor' | 'shopper') => Send,
  rowsOf: () => Promise<unknown>,
  prepare: (role: string) => Promise<readonly RequestSpec[]>,
) {
  it.each(outsidersOf(otherStaff))('refuses staff calls to a %s', async (role, status, error) => {
    await expectRefused(callAs(role), await prepare(role), { status, error }, rowsOf);
  });
}
