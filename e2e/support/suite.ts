import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, snapshot } from './browser';

/** What a failed test leaves behind: each open page's address, text and picture, and the
 * shop's last log lines, so a failure on a CI machine can be read without running it again. */
async function reportFailure(pages: Page[], shopLog: string, testName: string) {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  for (const [index, page] of pages.filter((open) => !open.isClosed()).entries()) {
    const text = await page
      .evaluate(() => document.body.innerText)
      .catch((error: Error) => `(unreadable: ${error.message})`);
    console.log(`[failed: ${testName}] page ${index}: ${page.url()}\n${text.slice(0, 1500)}`);
    await snapshot(page, `failed-${slug}-${index}`).catch(() => undefined);
  }
  const lines = readFileSync(shopLog, 'utf8').trimEnd().split('\n').flatMap(apiLogLine);
  console.log(`[failed: ${testName}] the shop's last log lines:\n${lines.slice(-40).join('\n')}`);
}

/** A log line short: API requests as time, method, route, status and duration; others whole. */
function apiLogLine(line: string): string[] {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (entry.msg !== 'request') return [line];
    if (!String(entry.route).startsWith('/api/')) return [];
    const at = new Date(Number(entry.time)).toISOString().slice(11, 23);
    return [`${at} ${entry.method} ${entry.route} ${entry.status} ${entry.ms} ms`];
  } catch {
    return [line];
  }
}

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
      pages.push(page);
      return page;
    },
  };
  const pages: Page[] = [];
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => reportFailure(pages, inject('shopLog'), task.name));
  });
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(() => suite.browser.close());
  return suite;
}
