import { charges, deliveryStates } from '../src/db/schema';
import type { TestApp } from './helpers';

// What checkout charges for: the states delivered to and the gateway's fee.

/** A state the shop delivers to: ₹50 for the first 500 g and ₹10 per 200 g more, unless named. */
export const addDeliveryState = (
  t: TestApp,
  values: Partial<typeof deliveryStates.$inferInsert> & { name: string },
) =>
  t.db
    .insert(deliveryStates)
    .values({ delivery_rate_paise: 5000, additional_rate_paise: 1000, ...values });

/** The payment gateway's fee of 2 % that checkout adds (with its 18 % GST). */
export const addGatewayFee = (t: TestApp) =>
  t.db
    .insert(charges)
    .values({ type: 'Payment Gateway', amount: '2%', description: 'Gateway fee' });
