import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

import { sessionCookieNames } from '../../../domain/shared/http-contract';

export const sessionCookie = sessionCookieNames.session;
export const csrfCookie = sessionCookieNames.csrf;

/** HTTP API (payload 2.0) gives cookies in `event.cookies`; other callers may send a header. */
export const readCookies = (event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>): Map<string, string> => {
  const pairs = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  const cookies = new Map<string, string>();
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
};

export type CookieOptions = {
  httpOnly: boolean;
  /** seconds; undefined makes a browser-session cookie */
  maxAge?: number;
};

export const serializeCookie = (name: string, value: string, options: CookieOptions): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (config().COOKIE_SECURE === 'true') parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
};

export const expireCookie = (name: string, options: { httpOnly: boolean } = { httpOnly: true }): string =>
  serializeCookie(name, '', { ...options, maxAge: 0 });
