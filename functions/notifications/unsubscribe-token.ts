import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { required } from '../platform/config';

/**
 * The token of an unsubscribe link: the notification's id and a random secret. Only the secret's
 * SHA-256 is recorded (in the notification's event), so the link works without signing in, cannot
 * be forged nor guessed, and needs no key to keep: like the account links, it lives only in the mail.
 */
export const unsubscribePath = '/api/notifications/unsubscribe';

const hash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const newUnsubscribeToken = (notificationId: string): { token: string; tokenHash: string } => {
  const secret = randomBytes(24).toString('base64url');
  return { token: `${notificationId}.${secret}`, tokenHash: hash(secret) };
};

export const unsubscribeUrlOf = (token: string): string => `${new URL(unsubscribePath, required('SITE_URL')).href}?token=${encodeURIComponent(token)}`;

const tokenSchema = z.string().regex(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{32}$/);

/** The notification a token names, or undefined when it is not a token at all. */
export const parseUnsubscribeToken = (token: string): { notificationId: string; secret: string } | undefined => {
  if (!tokenSchema.safeParse(token).success) return undefined;
  const [notificationId = '', secret = ''] = token.split('.');
  return { notificationId, secret };
};

/** Whether a token's secret is the one recorded (compared in constant time). */
export const secretMatches = (secret: string, recordedHash: string | null): boolean => {
  if (!recordedHash) return false;
  const given = Buffer.from(hash(secret));
  const recorded = Buffer.from(recordedHash);
  return given.length === recorded.length && timingSafeEqual(given, recorded);
};
