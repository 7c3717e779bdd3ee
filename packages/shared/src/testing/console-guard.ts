import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Fails every test in which `console.error` is called: an error printed and carried on from
 * means something failed quietly. Each test gets its own spy, so a file's own
 * `vi.restoreAllMocks()` cannot switch the guard off for the tests after it.
 */
export function failOnConsoleError() {
  let calls: string[] = [];
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    calls = [];
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    if (calls.length > 0) throw new Error(`console.error called:\n${calls.join('\n')}`);
  });
}
