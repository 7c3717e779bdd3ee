import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentMessages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { placePaidOrder } from '../support/paid-order';
import { signIn } from '../support/sign-in';
import { stampedShopper } from '../support/shopper';
import { shipButton } from '../support/staff-orders';
import { browserSuite } from '../support/suite';

const WAIT = { timeout: 15_000 };

describe('staff ship a paid order; the shopper follows the parcel', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin, pageErrors } = suite;
  const shopper = stampedShopper('Kiran', 'Ship', '9811122233', 'Neem-Leaf-Monsoon-27');
  const trackingNumber = 'EE123456785IN';
  let staffPage: Page;
  let orderId = 0;

  beforeAll(async () => {
    orderId = await placePaidOrder(suite.browser, { baseUrl, dataDir, shopper });
    staffPage = await suite.openPage({ viewport: viewports.desktop });
    await signIn(staffPage, baseUrl, admin);
  });

  it('ships from the To ship view with the carrier and tracking number', async () => {
    await staffPage.goto(`${baseUrl}/orders`);
    await staffPage.getByRole('button', { name: shipmentMessages.staff.toShip }).click();
    const view = staffPage.getByRole('button', { name: `View order ${orderId}`, exact: true });
    await expect.poll(() => view.count(), WAIT).toBe(1);
    expect(staffPage.url()).toContain('list=to-ship');
    await snapshot(staffPage, 'shipments-to-ship-desktop');
    await staffPage.setViewportSize(viewports.phone);
    await snapshot(staffPage, 'shipments-to-ship-phone');
    await staffPage.setViewportSize(viewports.desktop);
    await view.click();
    const drawer = staffPage.getByRole('dialog', { name: `Order #${orderId}` });
    await shipButton(drawer).click();
    const form = staffPage.getByRole('dialog', {
      name: shipmentMessages.staff.shipTitle(orderId),
    });
    await expect.poll(() => form.count(), WAIT).toBe(1);
    expect(await form.textContent()).toContain(shipmentMessages.formatHints['India Post']);
    await form.getByLabel(shipmentMessages.staff.carrier).selectOption('India Post');
    await form.getByLabel(shipmentMessages.staff.trackingNumber).fill('EE123456789IN');
    await form.getByRole('button', { name: shipmentMessages.staff.ship, exact: true }).click();
    await expect
      .poll(() => form.textContent(), WAIT)
      .toContain(
        shipmentMessages.trackingFormat('India Post', shipmentMessages.formatHints['India Post']),
      );
    await snapshot(staffPage, 'shipments-ship-dialog-desktop');
    await form.getByLabel(shipmentMessages.staff.trackingNumber).fill(trackingNumber);
    await form.getByRole('button', { name: shipmentMessages.staff.ship, exact: true }).click();
    await expect.poll(() => form.count(), WAIT).toBe(0);
    await expect.poll(() => drawer.textContent(), WAIT).toContain(trackingNumber);
    await expect.poll(() => drawer.textContent(), WAIT).toContain('Shipped');
  });

  it('prints the slip with the carrier and the tracking number as a barcode', async () => {
    await staffPage.goto(`${baseUrl}/orders?view=slip`);
    const slip = staffPage.getByRole('article', { name: `Slip for order ${orderId}` });
    await expect.poll(() => slip.count(), WAIT).toBe(1);
    expect(await slip.textContent()).toContain(`India Post · ${trackingNumber}`);
    const barcode = slip.getByTestId('tracking-barcode');
    await expect.poll(() => barcode.locator('rect').count(), WAIT).toBeGreaterThan(20);
    expect(await barcode.textContent()).toContain(trackingNumber);
    await slip.scrollIntoViewIfNeeded();
    await snapshot(staffPage, 'shipments-slip-desktop');
  });

  it('shows the shopper the timeline and the tracking link, on a phone and a desktop', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await suite.openPage({ viewport });
      await signIn(page, baseUrl, shopper);
      await page.goto(`${baseUrl}/orders/${orderId}`);
      const timeline = page.getByRole('region', { name: 'Order timeline' });
      await expect.poll(() => timeline.count(), WAIT).toBe(1);
      const text = await timeline.textContent();
      for (const step of ['placed', 'paid', 'shipped', 'outForDelivery', 'delivered'] as const)
        expect(text).toContain(shipmentMessages.timeline[step]);
      const link = page.getByRole('link', { name: shipmentMessages.trackParcel });
      expect(await link.getAttribute('href')).toBe(
        `https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=${trackingNumber}`,
      );
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await page.getByTestId('tracking-number').textContent()).toBe(trackingNumber);
      await snapshot(page, `shipments-shopper-order-${name}`);
      await page.context().close();
    }
    expect(pageErrors).toEqual([]);
  });
});
