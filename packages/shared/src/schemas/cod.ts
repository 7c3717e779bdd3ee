import { z } from 'zod';
import { codMessages } from '../cod-messages';
import { codStaffMessages } from '../cod-staff-messages';
import { positiveInt } from './common';

// Cash on delivery's own bodies, apart so the storefront's first load does not carry them.

/** `POST /api/orders/{id}/confirm-cod`: the mailed link's token, or nothing when signed in. */
export const confirmCodBody = z.object({
  token: z
    .string({ error: codMessages.linkInvalid })
    .trim()
    .max(200, codMessages.linkInvalid)
    .nullish()
    .transform((token) => token || undefined),
});
export type ConfirmCodBody = z.infer<typeof confirmCodBody>;

/** `POST /api/orders/cod-remitted`: delivered COD orders whose cash the courier paid the shop. */
export const codRemittedBody = z.object({
  order_ids: z
    .array(positiveInt(codStaffMessages.chooseOrders), { error: codStaffMessages.chooseOrders })
    .min(1, codStaffMessages.chooseOrders)
    .max(500, codStaffMessages.chooseOrders),
});
export type CodRemittedBody = z.infer<typeof codRemittedBody>;
