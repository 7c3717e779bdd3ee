-- The maximum retail price printed on the pack, inclusive of all taxes; optional.
alter table products add column mrp_paise integer;
--> statement-breakpoint
alter table products add constraint products_mrp_check check (mrp_paise is null or mrp_paise >= 0);
--> statement-breakpoint
-- Coupon codes run by staff. `value` is a percentage for `percent`, paise for `fixed` and 0 for
-- `free_delivery`. `used` counts the orders holding a use: taken by one conditional update when
-- an order is placed, given back once when it fails, lapses or is cancelled before payment.
create table coupons (
  id serial primary key,
  code text not null,
  description text not null default '',
  kind text not null,
  value integer not null default 0,
  max_discount_paise integer,
  min_order_paise integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer,
  per_customer_limit integer not null default 1,
  first_order_only boolean not null default false,
  category_ids jsonb not null default '[]'::jsonb,
  is_active boolean not null default true,
  used integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint coupons_kind_check check (kind in ('percent', 'fixed', 'free_delivery')),
  constraint coupons_value_check check (value >= 0),
  constraint coupons_used_check check (used >= 0),
  constraint coupons_limits_check check (
    (usage_limit is null or usage_limit >= 1) and per_customer_limit >= 1
    and min_order_paise >= 0 and (max_discount_paise is null or max_discount_paise >= 0)
  ),
  constraint coupons_category_ids_check check (jsonb_typeof(category_ids) = 'array')
);
--> statement-breakpoint
create unique index coupons_code_lower_key on coupons (lower(code));
--> statement-breakpoint
-- The coupon an order was placed with, what it saved, and whether it still holds a use.
alter table orders add column coupon_id integer references coupons(id) on delete restrict;
--> statement-breakpoint
alter table orders add column coupon_code text;
--> statement-breakpoint
alter table orders add column discount_paise integer not null default 0;
--> statement-breakpoint
alter table orders add column coupon_held boolean not null default false;
--> statement-breakpoint
create index orders_coupon_idx on orders (coupon_id) where coupon_id is not null;
--> statement-breakpoint
-- A line's share of the discount: its taxable part and its tax part. `amount_paise` and
-- `gst_paise` stay the line's values before the discount.
alter table order_products add column discount_paise integer not null default 0;
--> statement-breakpoint
alter table order_products add column discount_gst_paise integer not null default 0;
