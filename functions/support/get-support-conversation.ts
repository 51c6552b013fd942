import middy from '@middy/core';
import { plans } from '../../domain/pricing/plans';
import type { SupportConversationView, SupportCustomerCard } from '../../domain/support/support-views';
import { customerCard } from '../customers/queries';
import { recentParcelsOf } from '../parcels/queries';
import { recentShipmentsOf } from '../shipments/queries';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { versionQuerySchema, type VersionQuery } from '../platform/http/version-query';
import { conversationParamsSchema, type ConversationParams } from './support-command';
import { readableConversation, toConversationView } from './support-reads';

const unavailable = { name: 'Nom non disponible', email: 'Email non disponible', phone: 'Téléphone non disponible' };
const cardLength = 5;

/** Back office: a conversation (`?version=N` waits for N, the version a command answered) with its customer's card (latest parcels, shipments and quotes, through their aggregates' queries). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ConversationParams, VersionQuery>>()
  .use(httpPlatform({ name: 'get-support-conversation' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: conversationParamsSchema, query: versionQuerySchema }))
  .handler(async (_event, context) => {
    const row = await readableConversation(context.params.conversationId, 'staff', context.query.version ?? 0);
    const [card, parcels, shipments] = await Promise.all([customerCard(row.customerId), recentParcelsOf(row.customerId, cardLength), recentShipmentsOf(row.customerId, cardLength)]);
    const name = card ? `${card.firstName} ${card.lastName}`.trim() : '';
    const customer: SupportCustomerCard = {
      customerId: row.customerId,
      name: name || unavailable.name,
      email: card?.email || unavailable.email,
      phone: card?.phone || unavailable.phone,
      plan: plans[card?.plan ?? 'free'].label,
      parcels: parcels.map(({ parcelId, trackingNumber, description, status }) => ({ parcelId, trackingNumber, description, status })),
      shipments,
    };
    const answer: { conversation: SupportConversationView; customer: SupportCustomerCard } = { conversation: toConversationView(row, 'staff'), customer };
    return json(200, answer);
  });
