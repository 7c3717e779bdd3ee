-- Cash on delivery (docs/decisions/034): how each order is paid, the single-use confirmation
-- link of a COD order (only its hash is kept) and until when it may be confirmed.
alter table orders add column payment_method text not null default 'online';
--> statement-breakpoint
alter table orders add constraint orders_payment_method_check check (payment_method in ('online', 'cod'));
--> statement-breakpoint
alter table orders add column cod_token_hash text;
--> statement-breakpoint
alter table orders add column cod_confirm_until timestamp with time zone;
--> statement-breakpoint
-- The expiry job looks for COD orders still waiting for confirmation.
create index orders_cod_waiting_idx on orders (cod_confirm_until) where payment_method = 'cod' and cod_confirm_until is not null;
--> statement-breakpoint
-- A returned COD order's credit note has no refund behind it: one such note per order.
alter table credit_notes alter column refund_id drop not null;
--> statement-breakpoint
create unique index credit_notes_return_idx on credit_notes (order_id) where refund_id is null;
