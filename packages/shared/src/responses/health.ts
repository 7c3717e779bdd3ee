import { z } from 'zod';

/** `GET /api/health`: the process answers. */
export const healthResponse = z.strictObject({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/ready`: the process answers and reaches its database. */
export const readyResponse = z.strictObject({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;
