-- A change to products that moved nothing but their stock (an order taking it, a payment that
-- failed giving it back; available `stock` and `reserved` move together) is announced as `stock:` followed by the ids, so a listing is dropped
-- only where it shows one of them: stock changes no listing's members or order. Any other
-- change is announced as before (the ids, or `*`).
create or replace function catalogue_notify_products() returns trigger language plpgsql as $$
declare
  ids integer[];
  prefix text := '';
begin
  if TG_TABLE_NAME = 'products' then
    if TG_OP = 'INSERT' then
      select array_agg(distinct id) into ids from new_rows;
    elsif TG_OP = 'UPDATE' then
      select array_agg(distinct id) into ids from new_rows;
      if not exists (
        select 1 from old_rows o join new_rows n on n.id = o.id
        where (to_jsonb(o) - 'stock' - 'reserved') is distinct from (to_jsonb(n) - 'stock' - 'reserved')
      ) then
        prefix := 'stock:';
      end if;
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
    case when cardinality(ids) > 100 then '*' else prefix || array_to_string(ids, ',') end);
  return null;
end
$$;
