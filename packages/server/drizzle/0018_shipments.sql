-- How a paid order left the shop: one shipment per order, its carrier and tracking number, and
-- the tracking events since (staff changes, a courier's webhook, polled status).
create table shipments (
  id serial primary key,
  order_id integer not null unique references orders(id) on delete cascade,
  carrier text not null,
  tracking_number text not null,
  tracking_url text,
  status text not null default 'shipped',
  shipped_at timestamptz not null default now(),
  delivered_at timestamptz,
  shipped_by integer references users(id) on delete set null,
  -- Shiprocket: the courier it chose, its shipment id and the label it made.
  courier_name text,
  shiprocket_shipment_id text,
  label_pdf bytea,
  -- The last time the carrier had news of the parcel (or was asked): quiet ones are polled.
  checked_at timestamptz not null default now(),
  constraint shipments_status_check
    check (status in ('shipped', 'out_for_delivery', 'delivered', 'returned'))
);
--> statement-breakpoint
create index shipments_tracking_number_idx on shipments (tracking_number);
--> statement-breakpoint
create index shipments_checked_idx on shipments (status, checked_at);
--> statement-breakpoint
-- `event_key` makes a replayed event (same carrier status and scan time) a no-op.
create table shipment_events (
  id serial primary key,
  shipment_id integer not null references shipments(id) on delete cascade,
  status text not null,
  at timestamptz not null,
  location text,
  note text,
  source text not null,
  event_key text not null,
  created_at timestamptz not null default now(),
  constraint shipment_events_key unique (shipment_id, event_key)
);
--> statement-breakpoint
-- Each shopper notice of an order (shipped, out for delivery, delivered) claimed once, in the
-- transaction that moved the order, whichever instance or request got there.
create table shipment_notices (
  order_id integer not null references orders(id) on delete cascade,
  kind text not null,
  sent_at timestamptz not null default now(),
  primary key (order_id, kind)
);
