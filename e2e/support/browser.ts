import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

let clients = 0;

/**
 * A client address of its own for each browser context, as distinct shoppers have: the shop
 * reads `X-Forwarded-For` from a loopback proxy, so its per-address limits (sign-ins,
 * sign-ups, orders) count one context's calls, not the whole suite's.
 */
function ownAddress() {
  clients += 1;
  return `127.${(process.pid % 250) + 1}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  const withAddress = <T extends { extraHTTPHeaders?: Record<string, string> }>(options?: T) => ({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress(), ...options?.extraHTTPHeaders },
  });
  browser.newContext = (options) => newContext(withAddress(options));
  browser.newPage = (options) => newPage(withAddress(options));
  return browser;
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
};

const artifacts = path.resolve(import.meta.dirname, '..', 'artifacts');

/** Keeps a screenshot of what the test saw, for a person to look at after the run. */
export async function snapshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}
