import middy from '@middy/core';
import { registrationInputSchema, type Registration } from '../../domain/customer/account-input';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, rateLimitSubjects, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { rateRule } from '../platform/http/rate-rules';
import { consume } from '../platform/rate-limits';
import { registerCustomer } from '../customers/accounts';
import { clock } from '../platform/clock';

/**
 * `/inscription`: the form checked in the spec's order by the schema the page uses; one account per
 * address (case-insensitive), whatever the retries and double submits; a French confirmation mail.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<Registration>>()
  .use(httpPlatform({ name: 'register' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: registrationInputSchema }))
  .use(
    rateLimit([
      // Per address, counted once the address is held by this attempt (below): a duplicate is refused as one.
      { rule: 'registrationsByIp', by: 'ip', count: 'requests' },
    ]),
  )
  .handler(async (_event, context) => {
    const now = clock.now();
    const outcome = await registerCustomer(context.body, {
      // The Idempotency-Key names the attempt; without one, the form itself does (a double submit sends the same form).
      attempt: context.idempotencyKey ? `key:${context.idempotencyKey}` : `form:${context.requestFingerprint}`,
      correlationId: context.correlationId,
      now,
      logger: context.logger,
      whileAddressHeld: () => consume(rateRule('registrationsByEmail'), rateLimitSubjects.email(context.body.email), now),
    });
    return json(outcome.replayed ? 200 : 201, {
      customerId: outcome.customerId,
      email: outcome.email,
      confirmationMailSent: outcome.confirmationMailSent,
      version: outcome.version,
    });
  });
