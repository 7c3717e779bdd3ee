import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createImageStore } from './lib/image-store';
import { createGateway } from './lib/gateway';
import type { PaymentGateway } from './lib/gateway/types';
import { createMailer, type Mailer } from './lib/mailer';
import { dataPaths } from './lib/paths';
import { loadSecrets } from './lib/secrets';
import { addressRoutes } from './modules/address/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { categoryRoutes } from './modules/categories/routes';
import { chargeRoutes } from './modules/charges/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { deliveryStateRoutes } from './modules/delivery-states/routes';
import { employeeRoutes } from './modules/employee/routes';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { productRoutes } from './modules/products/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { refundRoutes } from './modules/refunds/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerStaticFiles } from './plugins/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    gateway: PaymentGateway;
    mailer: Mailer;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  gateway?: PaymentGateway;
};

/** Builds the whole HTTP application; `server.ts` and the tests both start here. */
export async function buildApp(
  { config, database, mailer, gateway }: AppDeps,
  logger: FastifyServerOptions['logger'] = { level: config.LOG_LEVEL },
) {
  const app = Fastify({
    logger,
    // The spec writes both /api/charges and /api/Charges, and /api/employee/ with a slash.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Client addresses (for rate limits) come from X-Forwarded-For only when a proxy on a
    // private network sent it; a client on the internet cannot pretend to be someone else.
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: 1024 * 1024,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const paths = dataPaths(config.DATA_DIR);
  mkdirSync(paths.productImages, { recursive: true });
  const images = createImageStore(paths.productImages);
  const secrets = loadSecrets(paths.secrets, config.SESSION_SECRET);
  const cookies = {
    secure: config.PUBLIC_URL.startsWith('https:'),
    secret: secrets.session_secret,
  };
  gateway ??= createGateway(config, database.db, secrets.sandbox_key_secret);
  app.decorate('gateway', gateway);
  mailer ??= createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: paths.outbox,
    log: app.log,
  });
  // The reconciler mails shoppers whose refund it finds processed.
  app.decorate('mailer', mailer);

  registerErrorHandlers(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", new URL(config.RAZORPAY_CHECKOUT_URL).origin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  registerSameOriginCheck(app, config.PUBLIC_URL);
  registerAuth(app, secrets.session_secret);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', mailer, cookies });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(productRoutes, { prefix: '/products', images });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(addressRoutes, { prefix: '/address' });
      await api.register(deliveryStateRoutes, { prefix: '/delivery-states' });
      await api.register(chargeRoutes, { prefix: '/charges' });
      await api.register(orderRoutes, { prefix: '/orders', gateway, mailer });
      await api.register(adminOrderRoutes, { prefix: '/orders' });
      await api.register(invoiceRoutes, { prefix: '/orders' });
      await api.register(refundRoutes, { prefix: '/orders', gateway, mailer });
      await api.register(employeeRoutes, { prefix: '/employee' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(paymentRoutes, { prefix: '/payments', gateway, mailer });
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, paths.productImages);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
