import path from 'node:path';
import { gstinProblem, gstStateCode, normalisePhone, SIMPLE_EMAIL } from '@shop/shared';
import { z } from 'zod';

const email = z.string().trim().regex(SIMPLE_EMAIL, 'must be a plain e-mail address');

/** "Name, Designation, e-mail", as the operator writes it. */
const grievanceOfficer = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(
    z.tuple([z.string().min(1), z.string().min(1), email], {
      error: 'must read "Name, Designation, e-mail"',
    }),
  )
  .transform(([name, designation, mail]) => ({ name, designation, email: mail }));

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

// Every variable optional, each with its default.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Resolved once against the working directory: everything downstream gets an absolute path.
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
  SEED_DEMO: flag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Herbal Shop <no-reply@localhost>'),
  // Where new-order and low-stock mails go; unset, the first admin's address.
  SHOP_ALERTS_EMAIL: z.email().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // One shopper cannot hold the stock: caps on a line, on unpaid orders and on the pace.
  MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(100_000).default(10),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  // Cash on delivery: the largest order total (rupees, fee included) it is offered for, how
  // many returned COD orders in 180 days take it away from an account, and how long a COD
  // order may wait for confirmation (hours; fractions allowed).
  COD_MAX_ORDER: z.coerce.number().min(0).max(10_000_000).default(5000),
  COD_MAX_RETURNS: z.coerce.number().int().min(1).max(1000).default(2),
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  PLACE_ORDER_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  // How stale a cached catalogue answer may get when a change goes unheard, and how often the
  // connection that hears changes proves it is alive (docs/operations.md).
  CACHE_MAX_AGE_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  LISTEN_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(10).default(5),
  // PIN look-ups and delivery quotes per client address per minute (both public).
  PIN_LOOKUP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Search-box suggestions per client address per minute: a request per pause in typing.
  SUGGEST_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The seller on tax invoices and delivery slips (docs/decisions/016).
  SELLER_NAME: z.string().trim().min(1).default('Herbal Shop'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('12 Johari Bazaar, Jaipur, Rajasthan 302003, India'),
  SELLER_STATE: z
    .string()
    .trim()
    .refine(
      (name) => gstStateCode(name) !== undefined,
      'must be an Indian state or union territory',
    )
    .default('Rajasthan'),
  // A valid demo GSTIN for Rajasthan (08); a real shop sets its own.
  SELLER_GSTIN: z.string().trim().toUpperCase().default('08ABCDE1234F1Z0'),
  // How shoppers reach the seller: the footer, the Contact page and every mail.
  SHOP_PHONE: z
    .string()
    .trim()
    .refine(
      (phone) => /^\+?[\d\s().-]+$/.test(phone) && /^\d{8,15}$/.test(normalisePhone(phone)),
      'must be a phone number of 8 to 15 digits, with spaces or dashes as you like',
    )
    .default('+91 141 400 0000'),
  SHOP_EMAIL: email.default('support@example.com'),
  GRIEVANCE_OFFICER: grievanceOfficer.default({
    name: 'Meera Sharma',
    designation: 'Grievance Officer',
    email: 'grievance@example.com',
  }),
  // Staff accounts (docs/decisions/029): whether staff must use two-factor sign-in, how long an
  // unused staff session lasts, and how long the audit log is kept.
  STAFF_2FA: z.enum(['required', 'optional']).default('required'),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  AUDIT_KEEP_DAYS: z.coerce.number().int().min(365).max(36_500).default(730),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{1,10}$/, 'must be 1 to 10 capital letters, digits or dashes')
    .default('INV'),
  // Backups (docs/decisions/033): where, how often, how many kept, and their passphrase.
  BACKUP_DIR: z
    .string()
    .min(1)
    .transform((dir) => path.resolve(dir))
    .optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').optional(),
  // Unset, GET /metrics answers only a client on this machine.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Shiprocket (docs/decisions/027): an API user's login; unset means manual shipping only.
  SHIPROCKET_EMAIL: z.string().trim().min(1).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
  SHIPROCKET_PARCEL_CM: z
    .string()
    .trim()
    .regex(
      /^\d{1,3}(\.\d+)?x\d{1,3}(\.\d+)?x\d{1,3}(\.\d+)?$/,
      'must read LxBxH in centimetres, such as 20x15x10',
    )
    .default('20x15x10'),
});

export type Config = z.infer<typeof envSchema> & { PUBLIC_URL: string; BACKUP_DIR: string };

export class ConfigError extends Error {}

/** Parses the environment once; an empty string counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name])}: ${issue.message}`);
  }
  const config = parsed.data;
  // Half a key pair would silently fall back to the sandbox, where shoppers approve their own
  // payments: refuse to start instead.
  const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const;
  const missing = keys.find((key) => !config[key]);
  if (missing && keys.some((key) => config[key])) {
    throw new ConfigError(
      `Missing ${missing}: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither for the sandbox`,
    );
  }
  // The GSTIN must belong to the seller's state: checked once both are known.
  const gstin = gstinProblem(config.SELLER_GSTIN, gstStateCode(config.SELLER_STATE));
  if (gstin)
    throw new ConfigError(
      `Invalid SELLER_GSTIN=${JSON.stringify(env.SELLER_GSTIN ?? config.SELLER_GSTIN)}: ${gstin}`,
    );
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    BACKUP_DIR: config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'),
  };
}
