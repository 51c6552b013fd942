import middy from '@middy/core';
import { authenticate, httpPlatform, parseRequest, sessionOf, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { conversationParamsSchema, type ConversationParams } from './support-command';
import { jsonWithEtag, readableConversation, threadPage, threadQuerySchema, type ThreadQuery } from './support-reads';

/** A customer's own thread, in order, after the last message they have (`after`); someone else's answers as unknown. */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ConversationParams, ThreadQuery>>()
  .use(httpPlatform({ name: 'get-my-thread' }))
  .use(authenticate('customer'))
  .use(parseRequest({ params: conversationParamsSchema, query: threadQuerySchema }))
  .handler(async (event, context) => {
    const row = await readableConversation(context.params.conversationId, { customerId: sessionOf(context).userId });
    return jsonWithEtag(event, await threadPage(row, 'customer', context.query));
  });
