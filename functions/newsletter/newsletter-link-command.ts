import middy from '@middy/core';
import { streamIdOf } from '../../events/envelope';
import { newsletterDecider } from '../../domain/newsletter/newsletter';
import { newsletterLinkInputSchema, type NewsletterLinkInput } from '../../domain/newsletter/newsletter-input';
import { executeCommand } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { hashToken } from './newsletter-links';
import { clock } from '../platform/clock';

/** The two commands that come from a link of a newsletter e-mail: a subscriber, a token, one intent. */
export const newsletterLinkHandler = (options: {
  name: string;
  command: 'ConfirmNewsletterSubscription' | 'UnsubscribeFromNewsletter';
  answer: 'confirmed' | 'unsubscribed';
}) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<NewsletterLinkInput>>()
    .use(httpPlatform({ name: options.name }))
    .use(authenticate('public'))
    .use(parseRequest({ body: newsletterLinkInputSchema }))
    .handler(async (_event, context) => {
      const commandContext = commandContextOf(context, clock.now());
      const { subscriberId, token } = context.body;
      await executeCommand({
        decider: newsletterDecider,
        streamType: 'newsletter',
        streamId: streamIdOf('newsletter', subscriberId),
        command: {
          type: options.command,
          data: { subscriberId, tokenHash: hashToken(token) },
          metadata: { now: commandContext.now, actor: commandContext.actor },
        },
        context: commandContext,
      });
      return json(200, { status: options.answer });
    });
