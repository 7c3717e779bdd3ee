import { z } from 'zod';

/** Who handles complaints, as the Consumer Protection (E-Commerce) Rules 2020 ask a seller to name. */
const grievanceOfficerSchema = z.strictObject({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** The shop as shoppers see it: how to reach the seller, and the per-order limit of a product. */
const shopSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  grievance_officer: grievanceOfficerSchema,
  /** Most units of one product in one order (the cart and place-order refuse more). */
  max_line_quantity: z.number().int(),
});
export type Shop = z.infer<typeof shopSchema>;

/** `GET /api/shop`, also inlined into every page the server renders. */
export const shopResponse = z.strictObject({ shop: shopSchema });
export type ShopResponse = z.infer<typeof shopResponse>;
