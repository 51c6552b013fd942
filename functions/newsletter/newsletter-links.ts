import { createHash, randomBytes } from 'node:crypto';
import { required } from '../platform/config';

/** The subscriber of an address: one stream per normalised e-mail, so subscribing twice lands on it. */
export const subscriberIdOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

export const newToken = (): string => randomBytes(24).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const link = (path: string, subscriberId: string, token: string) =>
  `${required('SITE_URL')}${path}?abonne=${encodeURIComponent(subscriberId)}&jeton=${encodeURIComponent(token)}`;

export const confirmationLink = (subscriberId: string, token: string) => link('/newsletter/confirmation', subscriberId, token);
export const unsubscribeLink = (subscriberId: string, token: string) => link('/newsletter/desinscription', subscriberId, token);
