import { afterEach, vi } from 'vitest';

// A stray console.error means something failed quietly: make it fail the test instead.
afterEach(() => {
  vi.restoreAllMocks();
});
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error called: ${args.map(String).join(' ')}`);
});
