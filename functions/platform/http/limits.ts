/**
 * The largest request body the API takes, stated once for both paths: the local gateway stops
 * reading there, and the middy chain of every HTTP handler refuses more, because on AWS the HTTP API
 * lets bodies of up to 10 MB reach the Lambda. Every body the API accepts is a JSON command of a few
 * kB; 64 kB leaves room and bounds what a Lambda reads and parses. A future route that needs more
 * (a webhook with large payloads) raises this one figure.
 */
export const maxRequestBodyBytes = 64 * 1024;

/** Size of a payload format 2.0 body as the client sent it (API Gateway base64-encodes binary bodies). */
export const requestBodyBytes = (event: { body?: string; isBase64Encoded?: boolean }): number => {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body);
};
