import type { Locator } from 'playwright-core';
import { shipmentMessages } from '@shop/shared';

/** The Ship button of an order's drawer, offered once the order is packed. */
export const shipButton = (drawer: Locator) =>
  drawer.getByRole('button', { name: shipmentMessages.staff.ship, exact: true });
