import type { LiveEvent, LiveResult } from '../platform/live-events';

/**
 * What a browser sends on its socket: only keep-alive pings (API Gateway closes a socket idle for ten
 * minutes). Reads and writes go through the HTTP API, so that every command takes one path.
 */
export const handler = async (_event: LiveEvent): Promise<LiveResult> => ({ statusCode: 200 });
