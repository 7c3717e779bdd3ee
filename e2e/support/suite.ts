import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';

/**
 * What a browser suite works with: the shared shop's address, data folder and admin login, and
 * one browser, launched before the suite's tests and closed after them. Call it first in the
 * `describe`: hooks run in the order they are declared, so the suite's own `beforeAll` finds the
 * browser there.
 */
export function browserSuite() {
  const suite = {
    baseUrl: inject('baseUrl'),
    dataDir: inject('dataDir'),
    admin: inject('admin'),
    browser: undefined as unknown as Browser,
  };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(() => suite.browser.close());
  return suite;
}
