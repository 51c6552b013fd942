import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { newsletterDecider } from '../../domain/newsletter/newsletter';
import { newsletterSubscriptionInputSchema } from '../../domain/newsletter/newsletter-input';
import type * as z from 'zod';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, rateLimit, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { escapeHtml, frenchMailHtml, sendMail } from '../platform/mail';
import { confirmationLink, hashToken, newToken, subscriberIdOf, unsubscribeLink } from './newsletter-links';
import { clock } from '../platform/clock';

/**
 * Double opt-in. The tokens exist only in this request and in the e-mail (events keep their
 * hashes), so the confirmation is sent here, after the request is recorded; if SES fails, the
 * person is told and simply tries again, which records a new request with new tokens.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<z.infer<typeof newsletterSubscriptionInputSchema>>>()
  .use(httpPlatform({ name: 'subscribe-to-newsletter' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: newsletterSubscriptionInputSchema }))
  .use(
    rateLimit([
      { rule: 'newsletterSignUpsByEmail', by: 'email', count: 'requests' },
      { rule: 'newsletterSignUpsByIp', by: 'ip', count: 'requests' },
    ]),
  )
  .handler(async (_event, context) => {
    // Every attempt is a new request with new tokens: a retry after a failed e-mail sends a new one.
    const commandContext = commandContextOf({ ...context, idempotencyKey: null }, clock.now());
    const email = context.body.email.toLowerCase();
    const subscriberId = subscriberIdOf(email);
    const confirmationToken = newToken();
    const unsubscribeToken = newToken();
    const outcome = await executeCommand({
      decider: newsletterDecider,
      streamType: 'newsletter',
      streamId: streamIdOf('newsletter', subscriberId),
      command: {
        type: 'RequestNewsletterSubscription',
        data: { subscriberId, email, confirmationTokenHash: hashToken(confirmationToken), unsubscribeTokenHash: hashToken(unsubscribeToken) },
        metadata: { now: commandContext.now, actor: commandContext.actor },
      },
      context: commandContext,
    });
    if (outcome.events.length === 0 || outcome.replayed) return json(202, { status: outcome.state.status === 'confirmed' ? 'already_subscribed' : 'confirmation_sent' });

    const confirm = confirmationLink(subscriberId, confirmationToken);
    const unsubscribe = unsubscribeLink(subscriberId, unsubscribeToken);
    await sendMail({
      to: email,
      subject: 'Confirmez votre inscription à la newsletter Passerelle',
      text: [
        'Bonjour,',
        '',
        'Vous avez demandé à recevoir la newsletter de Passerelle : nos conseils, nos nouveautés et nos offres pour vos envois vers les DOM-TOM et le Maroc.',
        `Pour confirmer votre inscription, ouvrez ce lien : ${confirm}`,
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne recevrez rien.",
        `Se désinscrire à tout moment : ${unsubscribe}`,
      ].join('\n'),
      html: frenchMailHtml('Confirmez votre inscription', [
        'Bonjour,',
        'Vous avez demandé à recevoir la newsletter de Passerelle : nos conseils, nos nouveautés et nos offres pour vos envois vers les DOM-TOM et le Maroc.',
        `<a href="${escapeHtml(confirm)}" style="background:#1d4f91;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Confirmer mon inscription</a>`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne recevrez rien.",
        `<a href="${escapeHtml(unsubscribe)}">Se désinscrire</a>`,
      ]),
    });
    return json(202, { status: 'confirmation_sent' });
  });
