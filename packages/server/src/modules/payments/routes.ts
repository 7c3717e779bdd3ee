import { createHash } from 'node:crypto';
import {
  messages,
  razorpayWebhookEvent,
  type MessageResponse,
  type PaymentConfigResponse,
} from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { movesStock } from '../../lib/catalogue-cache';
import { badRequest, HttpError } from '../../lib/errors';
import { isValidWebhookSignature } from '../../lib/gateway/signature';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { QueueingMailer } from '../../lib/mailer';
import { parse } from '../../lib/validate';
import { currentUser, requireUser } from '../../plugins/auth';
import { answerSandboxCheckout } from './sandbox';
import { sandboxCheckoutScript } from './sandbox-checkout';
import { sellerFromConfig } from '../tax-documents/seller';
import { handleWebhook } from './webhook';

const sandboxBody = z.object({
  order_id: z.string().trim().min(1, messages.payment.detailsMissing).max(100),
});

/** Webhooks are signed over the exact bytes sent, so this scope keeps JSON bodies raw. */
const webhookRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  mailer?: QueueingMailer;
}> = async (app, { gateway, mailer }) => {
  const { db } = app.database;
  const seller = sellerFromConfig(app.config);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/razorpay/webhook', movesStock(app), async (request): Promise<MessageResponse> => {
    const secret = app.config.RAZORPAY_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(503, messages.payment.webhookNotConfigured);
    const raw = request.body;
    const signature = request.headers['x-razorpay-signature'];
    if (
      !Buffer.isBuffer(raw) ||
      typeof signature !== 'string' ||
      !isValidWebhookSignature(secret, raw, signature)
    ) {
      throw badRequest(messages.payment.webhookSignatureInvalid);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest(messages.errors.invalidJson);
    }
    // Signed is not the same as well-formed: a field of the wrong type must not reach the database.
    const parsed = razorpayWebhookEvent.safeParse(body);
    if (!parsed.success) throw badRequest(messages.payment.webhookEventInvalid);
    const event = parsed.data;
    const header = request.headers['x-razorpay-event-id'];
    const eventId =
      typeof header === 'string' && header
        ? header
        : createHash('sha256').update(raw).digest('hex');
    const { duplicate } = await handleWebhook(
      db,
      eventId,
      event,
      request.log,
      { seller, notices: app.paidNotices },
      mailer && { gateway, mailer, publicUrl: app.config.PUBLIC_URL },
    );
    return {
      message: duplicate ? messages.payment.webhookDuplicate : messages.payment.webhookProcessed,
    };
  });
};

export const paymentRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  mailer?: QueueingMailer;
}> = async (app, { gateway, mailer }) => {
  const { db } = app.database;

  /** What the browser needs to open the checkout. */
  app.get('/config', async (): Promise<PaymentConfigResponse> => ({
    key_id: gateway.keyId,
    checkout_url: gateway.checkoutUrl,
    sandbox: gateway.kind === 'sandbox',
  }));

  await app.register(webhookRoutes, { gateway, mailer });

  const { sandbox } = gateway;
  if (!sandbox) return;

  app.get('/sandbox/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sandboxCheckoutScript),
  );

  for (const answer of ['approve', 'decline'] as const) {
    app.post(`/sandbox/${answer}`, { preHandler: requireUser }, async (request) => {
      const { order_id } = parse(sandboxBody, request.body);
      return answerSandboxCheckout(db, sandbox, currentUser(request), order_id, answer);
    });
  }
};
