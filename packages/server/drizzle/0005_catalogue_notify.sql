-- Every write to the catalogue tables announces itself on the channel `catalogue_changed`,
-- whichever instance or tool made it, so each instance's catalogue cache drops what changed.
-- Payload: the ids of the products touched, comma-separated, or `*` for anything broader.
create or replace function catalogue_notify_products() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if TG_TABLE_NAME = 'products' then
    if TG_OP = 'INSERT' then
      select array_agg(distinct id) into ids from new_rows;
    elsif TG_OP = 'UPDATE' then
      select array_agg(distinct id) into ids from new_rows;
    else
      select array_agg(distinct id) into ids from old_rows;
    end if;
  else
    if TG_OP = 'INSERT' then
      select array_agg(distinct product_id) into ids from new_rows;
    elsif TG_OP = 'UPDATE' then
      select array_agg(distinct product_id) into ids
        from (select product_id from new_rows union select product_id from old_rows) as touched;
    else
      select array_agg(distinct product_id) into ids from old_rows;
    end if;
  end if;
  if ids is null then
    return null;
  end if;
  perform pg_notify('catalogue_changed',
    case when cardinality(ids) > 100 then '*' else array_to_string(ids, ',') end);
  return null;
end
$$;
--> statement-breakpoint
create or replace function catalogue_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', '*');
  return null;
end
$$;
--> statement-breakpoint
create trigger products_notify_insert after insert on products
  referencing new table as new_rows for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger products_notify_update after update on products
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger products_notify_delete after delete on products
  referencing old table as old_rows for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger products_notify_truncate after truncate on products
  for each statement execute function catalogue_notify_all();
--> statement-breakpoint
create trigger product_images_notify_insert after insert on product_images
  referencing new table as new_rows for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger product_images_notify_update after update on product_images
  referencing old table as old_rows new table as new_rows
  for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger product_images_notify_delete after delete on product_images
  referencing old table as old_rows for each statement execute function catalogue_notify_products();
--> statement-breakpoint
create trigger product_images_notify_truncate after truncate on product_images
  for each statement execute function catalogue_notify_all();
--> statement-breakpoint
create trigger categories_notify after insert or update or delete or truncate on categories
  for each statement execute function catalogue_notify_all();
