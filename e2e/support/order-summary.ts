import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Placing the order is a server call, and the sandbox dialog opens after it.
const WAIT = { timeout: 15_000 };

/**
 * On the order summary: picks the saved address whose label matches `address`, agrees to the
 * terms and confirms; answers the sandbox payment dialog once it is shown.
 */
export async function confirmAndOpenSandbox(page: Page, address: RegExp): Promise<Locator> {
  const choice = page.getByRole('radio', { name: address });
  await expect.poll(() => choice.count(), WAIT).toBe(1);
  await choice.check();
  await page.getByRole('checkbox', { name: /I agree to the terms of purchase/ }).check();
  const confirm = page.getByRole('button', { name: 'Confirm and pay' });
  await expect.poll(() => confirm.isEnabled(), WAIT).toBe(true);
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
  return dialog;
}
