-- The dashboard's figures per India calendar day, kept by triggers on the rows they come from,
-- in the same transaction as the write: an invoice issued (an order paid), a credit note
-- issued, a refund processed, a shopper's account activated. The dashboard sums days from
-- here instead of scanning every invoice of the range. Figures in paise.
create function india_day(instant timestamptz) returns date
  language sql immutable parallel safe
  as $$ select ((instant at time zone 'UTC') + interval '330 minutes')::date $$;
--> statement-breakpoint
create table dashboard_days (
  day date primary key,
  -- Orders paid that day (their invoices), what their shoppers paid and the GST charged.
  orders integer not null default 0,
  takings_paise bigint not null default 0,
  cgst_paise bigint not null default 0,
  sgst_paise bigint not null default 0,
  igst_paise bigint not null default 0,
  -- The GST the day's credit notes gave back.
  credited_cgst_paise bigint not null default 0,
  credited_sgst_paise bigint not null default 0,
  credited_igst_paise bigint not null default 0,
  -- Refunds processed that day.
  refunds_paise bigint not null default 0,
  -- Non-staff accounts activated that day.
  new_shoppers integer not null default 0
);
--> statement-breakpoint
-- Each product's lines in the orders paid that day: quantity, and price with GST.
create table dashboard_product_days (
  day date not null,
  product_id integer not null,
  qty bigint not null default 0,
  revenue_paise bigint not null default 0,
  primary key (day, product_id)
);
--> statement-breakpoint
-- The same per calendar month (`month` is its first day), so a long range's top products read
-- its whole months here and only its part months day by day.
create table dashboard_product_months (
  month date not null,
  product_id integer not null,
  qty bigint not null default 0,
  revenue_paise bigint not null default 0,
  primary key (month, product_id)
);
--> statement-breakpoint
-- Adds one change to a day's figures (negative to take one back).
create function dashboard_add(
  d date,
  orders integer default 0,
  takings bigint default 0,
  cgst bigint default 0,
  sgst bigint default 0,
  igst bigint default 0,
  credited_cgst bigint default 0,
  credited_sgst bigint default 0,
  credited_igst bigint default 0,
  refunds bigint default 0,
  new_shoppers integer default 0
) returns void language sql as $$
  insert into dashboard_days as t (day, orders, takings_paise, cgst_paise, sgst_paise, igst_paise,
    credited_cgst_paise, credited_sgst_paise, credited_igst_paise, refunds_paise, new_shoppers)
  values (d, orders, takings, cgst, sgst, igst, credited_cgst, credited_sgst, credited_igst,
    refunds, new_shoppers)
  on conflict (day) do update set
    orders = t.orders + excluded.orders,
    takings_paise = t.takings_paise + excluded.takings_paise,
    cgst_paise = t.cgst_paise + excluded.cgst_paise,
    sgst_paise = t.sgst_paise + excluded.sgst_paise,
    igst_paise = t.igst_paise + excluded.igst_paise,
    credited_cgst_paise = t.credited_cgst_paise + excluded.credited_cgst_paise,
    credited_sgst_paise = t.credited_sgst_paise + excluded.credited_sgst_paise,
    credited_igst_paise = t.credited_igst_paise + excluded.credited_igst_paise,
    refunds_paise = t.refunds_paise + excluded.refunds_paise,
    new_shoppers = t.new_shoppers + excluded.new_shoppers
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) the lines of a paid order on its paid day. The day's
-- row in dashboard_days is always written first, so concurrent payments queue there and
-- never lock product rows in opposite orders.
create function dashboard_add_lines(d date, paid_order integer, sign integer) returns void
  language sql as $$
  insert into dashboard_product_days as t (day, product_id, qty, revenue_paise)
  select d, product_id, sign * sum(qty), sign * sum(amount_paise + gst_paise)
  from order_products where order_id = paid_order
  group by product_id order by product_id
  on conflict (day, product_id) do update set
    qty = t.qty + excluded.qty,
    revenue_paise = t.revenue_paise + excluded.revenue_paise;
  insert into dashboard_product_months as t (month, product_id, qty, revenue_paise)
  select date_trunc('month', d)::date, product_id, sign * sum(qty),
    sign * sum(amount_paise + gst_paise)
  from order_products where order_id = paid_order
  group by product_id order by product_id
  on conflict (month, product_id) do update set
    qty = t.qty + excluded.qty,
    revenue_paise = t.revenue_paise + excluded.revenue_paise;
$$;
--> statement-breakpoint
create function dashboard_keep_invoices() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform dashboard_add(india_day(old.issued_at), orders => -1, takings => -old.total_paise,
      cgst => -old.cgst_paise, sgst => -old.sgst_paise, igst => -old.igst_paise);
    perform dashboard_add_lines(india_day(old.issued_at), old.order_id, -1);
  end if;
  if tg_op <> 'DELETE' then
    perform dashboard_add(india_day(new.issued_at), orders => 1, takings => new.total_paise,
      cgst => new.cgst_paise, sgst => new.sgst_paise, igst => new.igst_paise);
    perform dashboard_add_lines(india_day(new.issued_at), new.order_id, 1);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger invoices_dashboard
  after insert or delete or update of issued_at, order_id, total_paise, cgst_paise, sgst_paise, igst_paise
  on invoices for each row execute function dashboard_keep_invoices();
--> statement-breakpoint
create function dashboard_keep_credit_notes() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform dashboard_add(india_day(old.issued_at), credited_cgst => -old.cgst_paise,
      credited_sgst => -old.sgst_paise, credited_igst => -old.igst_paise);
  end if;
  if tg_op <> 'DELETE' then
    perform dashboard_add(india_day(new.issued_at), credited_cgst => new.cgst_paise,
      credited_sgst => new.sgst_paise, credited_igst => new.igst_paise);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger credit_notes_dashboard
  after insert or delete or update of issued_at, cgst_paise, sgst_paise, igst_paise
  on credit_notes for each row execute function dashboard_keep_credit_notes();
--> statement-breakpoint
-- A refund counts on the day it was processed, once it is processed.
create function dashboard_keep_refunds() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.status = 'processed' and old.processed_at is not null then
    perform dashboard_add(india_day(old.processed_at), refunds => -old.amount_paise);
  end if;
  if tg_op <> 'DELETE' and new.status = 'processed' and new.processed_at is not null then
    perform dashboard_add(india_day(new.processed_at), refunds => new.amount_paise);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger refunds_dashboard
  after insert or delete or update of status, processed_at, amount_paise
  on refunds for each row execute function dashboard_keep_refunds();
--> statement-breakpoint
-- A shopper counts on the day the account was activated; staff accounts never count.
create function dashboard_keep_users() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.activated_at is not null and not old.is_admin then
    perform dashboard_add(india_day(old.activated_at), new_shoppers => -1);
  end if;
  if tg_op <> 'DELETE' and new.activated_at is not null and not new.is_admin then
    perform dashboard_add(india_day(new.activated_at), new_shoppers => 1);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger users_dashboard
  after insert or delete or update of activated_at, is_admin
  on users for each row execute function dashboard_keep_users();
--> statement-breakpoint
-- Rebuilds every day from the source rows: run here for the rows written before this
-- migration, and by a bulk load that wrote its rows with triggers off.
create function dashboard_rebuild() returns void language sql as $$
  delete from dashboard_days;
  delete from dashboard_product_days;
  delete from dashboard_product_months;
  insert into dashboard_days (day, orders, takings_paise, cgst_paise, sgst_paise, igst_paise,
    credited_cgst_paise, credited_sgst_paise, credited_igst_paise, refunds_paise, new_shoppers)
  select day, sum(orders), sum(takings), sum(cgst), sum(sgst), sum(igst),
    sum(credited_cgst), sum(credited_sgst), sum(credited_igst), sum(refunds), sum(new_shoppers)
  from (
    select india_day(issued_at) as day, count(*) as orders, sum(total_paise) as takings,
      sum(cgst_paise) as cgst, sum(sgst_paise) as sgst, sum(igst_paise) as igst,
      0 as credited_cgst, 0 as credited_sgst, 0 as credited_igst, 0 as refunds, 0 as new_shoppers
    from invoices group by 1
    union all
    select india_day(issued_at), 0, 0, 0, 0, 0, sum(cgst_paise), sum(sgst_paise),
      sum(igst_paise), 0, 0
    from credit_notes group by 1
    union all
    select india_day(processed_at), 0, 0, 0, 0, 0, 0, 0, 0, sum(amount_paise), 0
    from refunds where status = 'processed' and processed_at is not null group by 1
    union all
    select india_day(activated_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
    from users where activated_at is not null and not is_admin group by 1
  ) figures
  group by day;
  insert into dashboard_product_days (day, product_id, qty, revenue_paise)
  select india_day(i.issued_at), l.product_id, sum(l.qty), sum(l.amount_paise + l.gst_paise)
  from invoices i join order_products l on l.order_id = i.order_id
  group by 1, 2;
  insert into dashboard_product_months (month, product_id, qty, revenue_paise)
  select date_trunc('month', day)::date, product_id, sum(qty), sum(revenue_paise)
  from dashboard_product_days
  group by 1, 2;
$$;
--> statement-breakpoint
select dashboard_rebuild();
--> statement-breakpoint
-- Failed refunds the to-do counts; pending ones are read by refunds_pending_idx.
create index refunds_to_watch_idx on refunds (order_id, id) where status in ('pending', 'failed');
