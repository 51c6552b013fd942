import middy from '@middy/core';
import * as z from 'zod';
import { notificationDecider } from '../../domain/notification/notification';
import { streamIdOf } from '../../events/envelope';
import { turnOffNotificationCategory } from '../customers/commands';
import { loadState, type CommandContext } from '../platform/command';
import { httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { escapeHtml } from '../platform/mail';
import { isNotificationKind, templates } from './registry';
import { parseUnsubscribeToken, secretMatches } from './unsubscribe-token';
import { clock } from '../platform/clock';

export const unsubscribedMessage = 'C’est noté : vous ne recevrez plus ces e-mails. Vous pouvez les réactiver à tout moment dans « Mon compte ».';
export const invalidUnsubscribeLinkMessage = 'Ce lien de désinscription n’est pas valide. Utilisez le lien complet de l’e-mail reçu, ou choisissez vos e-mails dans « Mon compte ».';

const unsubscribeQuerySchema = z.object({ token: z.string().max(200).default('') });
type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** The short French page the link opens: it says what was recorded, or why nothing was. */
const page = (statusCode: number, title: string, message: string): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  body: [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)} — Passerelle</title></head>`,
    '<body style="margin:0;font-family:Arial,sans-serif;background:#f3f4f6;color:#1f2937">',
    '<main style="max-width:560px;margin:48px auto;padding:24px;background:#ffffff;border-radius:8px">',
    `<h1 style="font-size:22px;color:#12355b">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    '<p><a href="/compte" style="color:#12355b">Mon compte</a> · <a href="/" style="color:#12355b">Accueil</a></p>',
    '</main></body></html>',
  ].join(''),
});

/**
 * The unsubscribe link of a mail the customer may turn off: no sign-in, the token is the proof. The
 * mail's category is turned off on the customer's stream (an event), the others left as they were.
 */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, undefined, UnsubscribeQuery>>()
  .use(httpPlatform({ name: 'unsubscribe-from-notifications' }))
  .use(parseRequest({ query: unsubscribeQuerySchema }))
  .handler(async (_event, context) => {
    const refused = page(400, 'Lien non valide', invalidUnsubscribeLinkMessage);
    const token = parseUnsubscribeToken(context.query.token);
    if (!token) return refused;
    const { state } = await loadState(notificationDecider, streamIdOf('notification', token.notificationId));
    if (state.status !== 'sent' || !secretMatches(token.secret, state.record.unsubscribeTokenHash)) return refused;
    const { template, customerId } = state.record;
    const category = isNotificationKind(template) ? templates[template].category : null;
    if (category === null) return refused;
    const commandId = `unsubscribe:${token.notificationId}`;
    const commandContext: CommandContext = {
      commandId,
      requestFingerprint: commandId,
      correlationId: context.correlationId,
      causationId: null,
      actor: { kind: 'customer', id: customerId },
      now: clock.now(),
    };
    await turnOffNotificationCategory(customerId, category, commandContext);
    return page(200, 'Désinscription enregistrée', unsubscribedMessage);
  });
