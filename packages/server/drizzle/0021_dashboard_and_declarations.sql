-- Each product's own low-stock level: available units at or under it count as low stock.
alter table products add column low_stock_at integer not null default 5;
--> statement-breakpoint
alter table products add constraint products_low_stock_at_check check (low_stock_at >= 0);
--> statement-breakpoint
-- What the law asks a listing of packaged goods to show: net quantity and its unit, the
-- manufacturer, packer or marketer (one text: name and address), country of origin, best
-- before, and the manufacturing licence of an Ayurvedic, Siddha or Unani medicine.
alter table products add column net_quantity numeric(12, 3);
--> statement-breakpoint
alter table products add column net_quantity_unit text;
--> statement-breakpoint
alter table products add column manufacturer text;
--> statement-breakpoint
alter table products add column country_of_origin text not null default 'India';
--> statement-breakpoint
alter table products add column best_before text;
--> statement-breakpoint
alter table products add column licence_number text;
--> statement-breakpoint
alter table products add constraint products_net_quantity_check check (
  (net_quantity is null and net_quantity_unit is null)
  or (net_quantity > 0 and net_quantity_unit in ('g', 'kg', 'ml', 'l', 'count'))
);
--> statement-breakpoint
-- The current status of an order, copied from the newest history row by a trigger, so the
-- dashboard's to-do counts read an index instead of every order's history.
alter table orders add column current_status text;
--> statement-breakpoint
update orders o set current_status = (
  select s.status from order_statuses s where s.order_id = o.id order by s.id desc limit 1
);
--> statement-breakpoint
create or replace function orders_keep_current_status() returns trigger language plpgsql as $$
begin
  update orders set current_status = new.status
  where id = new.order_id and current_status is distinct from new.status;
  return null;
end;
$$;
--> statement-breakpoint
create trigger order_statuses_current after insert on order_statuses
  for each row execute function orders_keep_current_status();
--> statement-breakpoint
create index orders_open_status_idx on orders (current_status, created_at)
  where current_status in ('Placed', 'Payment Verified', 'Packed');
--> statement-breakpoint
create index refunds_processed_at_idx on refunds (processed_at) where status = 'processed';
--> statement-breakpoint
create index users_activated_at_idx on users (activated_at) where activated_at is not null;
