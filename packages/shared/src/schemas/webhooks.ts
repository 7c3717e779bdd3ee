import { z } from 'zod';

// Razorpay's webhook events, checked for the fields the shop reads. Razorpay sends many more
// (and more over time), so every object lets unknown fields through; a field it sends as null
// (`error_description` of a captured payment, `order_id` of a payment without one) reads as absent.
const absentIfNull = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((value) => value ?? undefined);
const text = (max: number) => absentIfNull(z.string().max(max));
const id = text(100);
const paise = absentIfNull(z.number().int().nonnegative());

const paymentEntity = z.looseObject({
  id,
  order_id: id,
  amount: paise,
  amount_paid: paise,
  method: text(100),
  error_description: text(1000),
});

const refundEntity = z.looseObject({
  id,
  payment_id: id,
  amount: paise,
  status: text(100),
  // An object of notes, or an empty array when a refund has none.
  notes: absentIfNull(z.union([z.looseObject({ order_id: id }), z.array(z.unknown())])),
});

const wrapped = <S extends z.ZodType>(entity: S) =>
  absentIfNull(z.looseObject({ entity: absentIfNull(entity) }));

/** A signed webhook delivery's body: which event, and the entities it carries. */
export const razorpayWebhookEvent = z.looseObject({
  event: z.string().min(1).max(100),
  payload: absentIfNull(
    z.looseObject({
      payment: wrapped(paymentEntity),
      order: wrapped(paymentEntity),
      refund: wrapped(refundEntity),
    }),
  ),
});
export type RazorpayWebhookEvent = z.output<typeof razorpayWebhookEvent>;
