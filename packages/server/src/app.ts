import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { makeMissingImageVariants } from './db/seed/image-variants';
import { registerCatalogueCache } from './lib/catalogue-cache';
import { createBackgroundWork, type BackgroundWork } from './lib/background';
import { createImageStore } from './lib/image-store';
import { createGateway } from './lib/gateway';
import type { PaymentGateway } from './lib/gateway/types';
import { createScheduler, type Scheduler } from './lib/jobs';
import { MASKED_LOG_PATHS, maskForLog, registerRequestLog } from './lib/request-log';
import { createMailer, type Mailer, type QueueingMailer } from './lib/mailer';
import { registerShopJobs } from './modules/jobs/shop-jobs';
import { createMailSender, queueingMailer, type MailSender } from './modules/mail/outbox';
import { dataPaths, webDistDir } from './lib/paths';
import { serializeError } from './lib/log-safety';
import { loadSecrets } from './lib/secrets';
import { accountRoutes } from './modules/account/routes';
import { addressRoutes } from './modules/address/routes';
import { createShopAlerts, type ShopAlerts } from './modules/alerts/shop-alerts';
import type { OutcomeNotices } from './modules/orders/domain';
import { createPaidNotices } from './modules/orders/paid-notices';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { shipmentRoutes, shiprocketWebhookRoutes } from './modules/shipments/routes';
import { shiprocketFromConfig } from './lib/shiprocket/from-config';
import { registerShipmentPolling } from './modules/shipments/poll-job';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { backupRoutes } from './modules/backup/routes';
import { newControlToken } from './modules/backup/control';
import { cartRoutes } from './modules/cart/routes';
import { categoryRoutes } from './modules/categories/routes';
import { chargeRoutes } from './modules/charges/routes';
import { couponRoutes } from './modules/promotions/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveryStateRoutes } from './modules/delivery-states/routes';
import { employeeRoutes } from './modules/employee/routes';
import { healthRoutes } from './modules/health/routes';
import { registerMetrics } from './modules/metrics/routes';
import { invoiceRoutes } from './modules/tax-records/routes';
import { productRoutes } from './modules/products/routes';
import { orderRoutes } from './modules/orders/routes';
import { codRoutes } from './modules/cod/routes';
import { pinRuleRoutes } from './modules/pincodes/pin-rule-routes';
import { pincodeRoutes } from './modules/pincodes/routes';
import { paymentRoutes } from './modules/payments/routes';
import { refundRoutes } from './modules/refunds/routes';
import { shopFromConfig } from './modules/shop/present';
import { shopRoutes } from './modules/shop/routes';
import { withContactFooter } from './modules/mail/contact-footer';
import { registerStorefrontPages } from './modules/storefront-html';
import { registerAuth } from './plugins/auth';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandlers,
} from './plugins/error-handler';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    gateway: PaymentGateway;
    background: BackgroundWork;
    /** Queues a mail; `transaction` queues them with the change that causes them. */
    mailer: QueueingMailer;
    /** Sends queued mails: `runOnce` now, `nudge` in the background. */
    mailSender: MailSender & { nudge: () => void };
    alerts: ShopAlerts;
    /** The mails a payment sends, queued in its transaction (orders/paid-notices). */
    paidNotices: OutcomeNotices;
    /** What `npm run backup` shows to ask this shop for a backup (modules/backup/control). */
    controlToken: string;
    /** Periodic work, once across instances; `server.ts` starts it. */
    jobs: Scheduler;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  gateway?: PaymentGateway;
  /** The built web app (its index.html is every page's template). */
  webDir?: string;
};

const refuseJsonSchema = () => {
  throw new Error('Routes validate with the shared zod schemas; JSON schemas are not compiled.');
};
const noJsonSchemaCompilers = {
  buildValidator: refuseJsonSchema,
  buildSerializer: refuseJsonSchema,
};

/** Builds the whole HTTP application; `server.ts` and the tests both start here. */
export async function buildApp(
  { config, database, mailer, gateway, webDir = webDistDir }: AppDeps,
  logger: FastifyServerOptions['logger'] = { level: config.LOG_LEVEL },
) {
  const app = Fastify({
    logger: withSafeErrors(logger),
    // Requests are logged one line each at debug and summarised at info (lib/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // The API has both /api/charges and /api/Charges, and /api/employee/ with a slash.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Client addresses (for rate limits) come from X-Forwarded-For only when a proxy on a
    // private network sent it; a client on the internet cannot pretend to be someone else.
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Bodies and queries are checked with the shared zod schemas (lib/validate.ts) and no
    // route declares a JSON schema, so Fastify's Ajv and fast-json-stringify compilers are
    // never needed; left to Fastify they are loaded at start and cost about a third of it.
    schemaController: { compilersFactory: noJsonSchemaCompilers },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  const controlToken = newControlToken();
  app.decorate('controlToken', controlToken);
  const background = createBackgroundWork();
  app.decorate('background', background);
  // Work still running (a mail being sent) finishes before the database is released.
  app.addHook('onClose', () => background.settled());
  registerRequestLog(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const paths = dataPaths(config.DATA_DIR);
  mkdirSync(paths.productImages, { recursive: true });
  const images = createImageStore(paths.productImages);
  const secrets = loadSecrets(paths.secrets, config.SESSION_SECRET);
  const https = config.PUBLIC_URL.startsWith('https:');
  const cookies = {
    secure: https,
    secret: secrets.session_secret,
  };
  gateway ??= createGateway(config, database.db, secrets.sandbox_key_secret);
  app.decorate('gateway', gateway);
  // `mailer` (SMTP, the file outbox, or a test's) only delivers: every mail is first queued
  // in `mail_outbox` and the mail sender hands it over, retrying while the server is down.
  const transport = withContactFooter(
    mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: paths.outbox,
        log: app.log,
      }),
    // Every mail, whoever sends it, ends with how to reach the seller.
    shopFromConfig(config),
  );
  const mailSender = createMailSender({ db: database.db, transport, log: app.log });
  // A run waiting its turn will see every mail queued before it starts: one is enough.
  let mailRunWaiting = false;
  const nudgeMailSender = () => {
    if (mailRunWaiting) return;
    mailRunWaiting = true;
    background.run('mail-sender', 'Sending queued mail', app.log, () => {
      mailRunWaiting = false;
      return mailSender.runOnce();
    });
  };
  app.decorate('mailSender', { ...mailSender, nudge: nudgeMailSender });
  const shopMailer = queueingMailer(database.db, nudgeMailSender);
  // The reconciler mails shoppers whose refund it finds processed.
  app.decorate('mailer', shopMailer);
  app.decorate(
    'alerts',
    createShopAlerts({
      db: database.db,
      mailer: shopMailer,
      alertsEmail: config.SHOP_ALERTS_EMAIL,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  app.decorate(
    'paidNotices',
    createPaidNotices({
      mailer: shopMailer,
      publicUrl: config.PUBLIC_URL,
      alertsEmail: config.SHOP_ALERTS_EMAIL,
    }),
  );

  app.decorate('jobs', createScheduler({ db: database.db, log: app.log }));
  registerShopJobs(app);
  app.addHook('onClose', () => app.jobs.stop());
  // Manual shipping only, unless Shiprocket's API user is set; its quiet parcels are polled.
  const shiprocket = shiprocketFromConfig(config);
  if (shiprocket) registerShipmentPolling(app, shiprocket);

  registerErrorHandlers(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", new URL(config.RAZORPAY_CHECKOUT_URL).origin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
        // Over plain HTTP (a trial on a LAN) upgrading would block the page's own scripts.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // HTML, scripts, styles and JSON of 1 KB or more go out compressed (brotli or gzip, as
  // the browser prefers); catalogue reads bring their own pre-compressed bodies.
  // Reads carry no body: they skip the plugin's request-decompression hook, which would
  // otherwise run on every catalogue read.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024 });
  await registerCatalogueCache(app, database, {
    maxAgeMs: config.CACHE_MAX_AGE_SECONDS * 1000,
    heartbeatMs: config.LISTEN_HEARTBEAT_SECONDS * 1000,
  });
  registerSameOriginCheck(app, config.PUBLIC_URL);
  registerAuth(app, secrets.session_secret);
  registerMetrics(app, config.METRICS_TOKEN);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(shopRoutes, { prefix: '/shop' });
      await api.register(authRoutes, { prefix: '/auth', mailer: shopMailer, cookies });
      await api.register(accountRoutes, { prefix: '/account', cookies });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(productRoutes, { prefix: '/products', images, config });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(addressRoutes, { prefix: '/address' });
      await api.register(deliveryStateRoutes, { prefix: '/delivery-states' });
      await api.register(pinRuleRoutes, { prefix: '/delivery-states/pin-rules' });
      await api.register(pincodeRoutes);
      await api.register(chargeRoutes, { prefix: '/charges' });
      await api.register(couponRoutes, { prefix: '/coupons' });
      await api.register(orderRoutes, { prefix: '/orders', gateway, mailer: shopMailer });
      await api.register(codRoutes, { prefix: '/orders' });
      await api.register(adminOrderRoutes, { prefix: '/orders' });
      await api.register(shipmentRoutes, { prefix: '/orders', shiprocket });
      await api.register(shiprocketWebhookRoutes, { prefix: '/shipments' });
      await api.register(invoiceRoutes, { prefix: '/orders' });
      await api.register(refundRoutes, { prefix: '/orders', gateway, mailer: shopMailer });
      await api.register(employeeRoutes, { prefix: '/employee' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(paymentRoutes, { prefix: '/payments', gateway, mailer: shopMailer });
      await api.register(backupRoutes, { token: controlToken });
    },
    { prefix: '/api' },
  );

  // Folders from before srcset variants get theirs in the background, never delaying an answer.
  app.addHook('onReady', async () => {
    background.run('image-variants', 'Making image variants', app.log, async () => {
      const made = await makeMissingImageVariants(database.db, images);
      if (made > 0) app.log.info(`Made srcset variants of ${made} product images`);
    });
  });
  await registerStaticFiles(app, paths.productImages, webDir);
  await registerStorefrontPages(app, webDir);
  return app;
}

/**
 * Every logger the app makes writes errors through the serializer that drops query values,
 * and masks e-mail addresses, phone numbers and tokens.
 */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: MASKED_LOG_PATHS, censor: maskForLog },
    serializers: { ...options.serializers, err: serializeError },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
