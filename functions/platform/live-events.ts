/**
 * What API Gateway hands a WebSocket route's Lambda (and the local gateway the same): the connection,
 * the route, and on `$connect` the upgrade request's headers and query.
 */
export type LiveEvent = {
  requestContext: { connectionId: string; routeKey: string; eventType?: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
  body?: string;
};
export type LiveResult = { statusCode: number; body?: string };

/** API Gateway keeps the header names of a WebSocket upgrade as sent: read them case-insensitively. */
export const headerOf = (event: LiveEvent, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
