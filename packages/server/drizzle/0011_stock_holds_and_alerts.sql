-- Stock as on hand, reserved and available. `stock` stays the units a shopper can buy
-- (available); `reserved` counts the units orders hold (unpaid orders waiting for payment, and
-- paid orders not yet shipped), so on hand = stock + reserved. Every move changes both in one
-- conditional update.
alter table products add column reserved integer not null default 0;
--> statement-breakpoint
alter table products add constraint products_reserved_check check (reserved >= 0);
--> statement-breakpoint
-- What orders hold today: Placed, Payment Verified or Packed, stock not given back.
update products p set reserved = held.qty
from (
  select op.product_id, sum(op.qty)::int as qty
  from order_products op
  join orders o on o.id = op.order_id
  where o.stock_released_at is null
    and (select s.status from order_statuses s where s.order_id = o.id order by s.id desc limit 1)
      in ('Placed', 'Payment Verified', 'Packed')
  group by op.product_id
) held
where held.product_id = p.id;
--> statement-breakpoint
-- How long an unpaid order holds its stock; renewed once when the shopper pays again.
alter table orders add column hold_until timestamptz;
--> statement-breakpoint
update orders set hold_until = created_at + interval '30 minutes';
--> statement-breakpoint
alter table orders add column hold_renewed_at timestamptz;
--> statement-breakpoint
-- Background jobs that run once a day whichever instance gets there first.
create table daily_jobs (
  name text primary key,
  last_run_on date not null
);
