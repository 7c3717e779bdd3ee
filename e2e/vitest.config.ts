import { defineConfig } from 'vitest/config';

// The browser tests share one running shop: files run one after another.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Screens settle at the speed of a busy CI machine, not a developer's laptop.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
