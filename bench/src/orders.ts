// The dashboard bench's order history: a shop's two years of trade, written by a handful of
// generate_series statements (one per table) so a million orders load in minutes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client';
import { users } from '../../packages/server/src/db/schema';

/** Days of history the orders are spread over, ending now. */
export const HISTORY_DAYS = 730;

/**
 * `count` orders of two lines each over the catalogue's first `products` products, placed
 * evenly over the last two years, and `count / 10` shoppers activated over the same years.
 * One order in 50 was never paid; every other one has its GST invoice (a fifth of them to
 * another state, so IGST), issued two minutes after it was placed. One paid order in 40
 * has a refund of half its total: processed a day later with its credit note, except the
 * newest, which wait for the gateway or failed. Orders of the last two days wait to be
 * packed or shipped; older ones are delivered.
 *
 * The rows are written with triggers off (as a restore writes them), so the dashboard's
 * roll-up is rebuilt from them at the end, as migration 0028 builds it.
 */
export async function insertBenchOrders(db: Db, count: number, products: number) {
  const shoppers = Math.max(1, Math.floor(count / 10));
  const span = sql.raw(`interval '${HISTORY_DAYS} days'`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [first] = await tx
      .select({ id: sql<number>`coalesce(max(${users.id}), 0) + 1`.mapWith(Number) })
      .from(users);
    const firstUser = Number(first!.id);
    await tx.execute(sql`
      insert into users (first_name, last_name, email, phone_number, password_hash, activated_at, created_at)
      select 'Asha', 'Verma', 'bench-shopper-' || i || '@bench.example.in', '9876543210', 'x',
        now() - ${span} * (${shoppers} - i)::float8 / ${shoppers},
        now() - ${span} * (${shoppers} - i)::float8 / ${shoppers}
      from generate_series(1, ${shoppers}) as i`);
    // Line figures from the order's number: qty 1–3, a rate of ₹100–₹196, GST 12 %.
    await tx.execute(sql`
      insert into orders (id, user_id, name, phone_number, line_1, line_2, city, district, state,
        country, pin_code, amount_paise, gst_paise, delivery_charge_paise,
        payment_gateway_charge_paise, created_at, current_status)
      select i, ${firstUser} + i % ${shoppers}, 'Asha Verma', '9876543210', '4 Backwater Road',
        'Near the jetty', 'Kochi', 'Ernakulam', case when i % 5 = 0 then 'Kerala' else 'Rajasthan' end,
        'India', '682001',
        (1 + i % 3) * (10000 + i % 97 * 100) + (1 + i % 2) * (10000 + i % 89 * 100),
        (1 + i % 3) * (1200 + i % 97 * 12) + (1 + i % 2) * (1200 + i % 89 * 12),
        5000, 300, placed,
        case when i % 50 = 0 then 'Payment Failed'
          when placed > now() - interval '1 day' then 'Payment Verified'
          when placed > now() - interval '2 days' then 'Packed'
          else 'Delivered' end
      from generate_series(1, ${count}) as i,
        lateral (select now() - interval '5 minutes' - ${span} * (${count} - i)::float8 / ${count} as placed) t`);
    await tx.execute(sql`select setval('orders_id_seq', ${count})`);
    await tx.execute(sql`
      insert into order_products (order_id, product_id, qty, amount_paise, gst_paise)
      select i, 1 + (i * 7) % ${products}, 1 + i % 3, (1 + i % 3) * (10000 + i % 97 * 100),
        (1 + i % 3) * (1200 + i % 97 * 12)
      from generate_series(1, ${count}) as i
      union all
      select i, 1 + (i * 13 + 5) % ${products}, 1 + i % 2, (1 + i % 2) * (10000 + i % 89 * 100),
        (1 + i % 2) * (1200 + i % 89 * 12)
      from generate_series(1, ${count}) as i`);
    // GST on the delivery and the fee (18 % within their ₹53): ₹8.08.
    await tx.execute(sql`
      insert into invoices (id, order_id, number, financial_year, sequence, issued_at, seller, buyer,
        place_of_supply, supply, lines, taxable_value_paise, cgst_paise, sgst_paise, igst_paise,
        total_paise)
      select o.id, o.id, 'INV/BENCH/' || o.id, '2026-27', o.id, o.created_at + interval '2 minutes',
        '{}'::jsonb, '{}'::jsonb, '{}'::jsonb,
        case when o.id % 5 = 0 then 'inter-state' else 'intra-state' end, '[]'::jsonb,
        o.amount_paise + 5300 - 808,
        case when o.id % 5 = 0 then 0 else (o.gst_paise + 808 + 1) / 2 end,
        case when o.id % 5 = 0 then 0 else (o.gst_paise + 808) / 2 end,
        case when o.id % 5 = 0 then o.gst_paise + 808 else 0 end,
        o.amount_paise + o.gst_paise + 5300
      from orders o where o.id % 50 <> 0`);
    await tx.execute(sql`select setval('invoices_id_seq', ${count})`);
    await tx.execute(sql`
      insert into payments (id, order_id, razorpay_payment_id, status, amount_paise)
      select i.order_id, i.order_id, 'pay_bench_' || i.order_id, 'captured', i.total_paise
      from invoices i where i.order_id % 40 = 7`);
    await tx.execute(sql`select setval('payments_id_seq', ${count})`);
    await tx.execute(sql`
      insert into refunds (id, order_id, payment_id, amount_paise, reason, status,
        idempotency_key, created_at, processed_at)
      select i.order_id, i.order_id, i.order_id, i.total_paise / 2, 'Half returned',
        case when i.issued_at > now() - interval '1 day' then 'pending'
          when i.issued_at > now() - interval '3 days' then 'failed'
          else 'processed' end,
        'bench-' || i.order_id, i.issued_at + interval '1 hour',
        case when i.issued_at <= now() - interval '3 days' then i.issued_at + interval '1 day' end
      from invoices i where i.order_id % 40 = 7`);
    await tx.execute(sql`select setval('refunds_id_seq', ${count})`);
    await tx.execute(sql`
      insert into credit_notes (order_id, invoice_id, refund_id, number, financial_year, sequence,
        issued_at, reason, lines, taxable_value_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
      select r.order_id, i.id, r.id, 'CN/BENCH/' || r.id, '2026-27', r.id, r.processed_at,
        r.reason, '[]'::jsonb, i.taxable_value_paise / 2, i.cgst_paise / 2, i.sgst_paise / 2,
        i.igst_paise / 2, r.amount_paise
      from refunds r join invoices i on i.order_id = r.order_id where r.status = 'processed'`);
    await tx.execute(sql`select dashboard_rebuild()`);
  });
  await db.execute(sql`analyze`);
}
