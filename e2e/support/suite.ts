import type { Browser, BrowserContextOptions } from 'playwright-core';
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
    /** Uncaught errors of the pages opened with `openPage`; a suite expects none. */
    pageErrors: [] as string[],
    /** A page in a browser context of its own, whose uncaught errors land in `pageErrors`. */
    async openPage(options?: BrowserContextOptions) {
      const page = await (await suite.browser.newContext(options)).newPage();
      page.on('pageerror', (error) => suite.pageErrors.push(error.message));
      return page;
    },
  };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(() => suite.browser.close());
  return suite;
}
