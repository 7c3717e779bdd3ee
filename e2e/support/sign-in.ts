import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Logs in through the API from the page, so the session cookies belong to its browser context,
 * keeps the user where the web app reads it and reloads: the page then shows the signed-in shop.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  credentials: { email: string; password: string },
) {
  await page.goto(baseUrl);
  const response = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: unknown };
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);
  await page.reload();
}
