import { sessionCookie, readCookies } from '../platform/http/cookies';
import { config } from '../platform/config';
import { rememberConnection } from '../platform/live';
import { headerOf, type LiveEvent, type LiveResult } from '../platform/live-events';
import { createLogger } from '../platform/logger';
import { findSession } from '../platform/sessions';

const logger = createLogger({ handler: 'live-connect' });

/**
 * A browser opens its live socket: allowed only with an open session, read from the httpOnly cookie as
 * the HTTP routes read it, and from the product's own pages (another site's page cannot open a socket
 * in the person's name). Staff sockets receive the inbox's updates, customers' their own conversations'.
 * A refusal (401, 403) makes API Gateway, and the local gateway, refuse the upgrade.
 */
export const handler = async (event: LiveEvent): Promise<LiveResult> => {
  const origin = headerOf(event, 'origin');
  if (origin && origin !== new URL(config().SITE_URL).origin) return { statusCode: 403 };
  const sessionId = readCookies({ headers: { cookie: headerOf(event, 'cookie') ?? '' } }).get(sessionCookie);
  const now = new Date();
  const session = sessionId ? await findSession(sessionId, now) : null;
  if (!session) return { statusCode: 401 };
  await rememberConnection(event.requestContext.connectionId, { userId: session.userId, side: session.isAdmin ? 'staff' : 'customer' }, now);
  logger.debug('connexion ouverte', { connectionId: event.requestContext.connectionId });
  return { statusCode: 200 };
};
