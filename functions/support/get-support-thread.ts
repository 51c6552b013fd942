import middy from '@middy/core';
import { authenticate, httpPlatform, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { conversationParamsSchema, type ConversationParams } from './support-command';
import { jsonWithEtag, readableConversation, threadPage, threadQuerySchema, type ThreadQuery } from './support-reads';

/** Back office: a thread, in order, after the last message the inbox has (`after`). */
export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<undefined, ConversationParams, ThreadQuery>>()
  .use(httpPlatform({ name: 'get-support-thread' }))
  .use(authenticate('admin'))
  .use(parseRequest({ params: conversationParamsSchema, query: threadQuerySchema }))
  .handler(async (event, context) => {
    const row = await readableConversation(context.params.conversationId, 'staff');
    return jsonWithEtag(event, await threadPage(row, 'staff', context.query));
  });
