import { describe, it } from 'vitest';
import type { NewsletterEvent } from '../../events/newsletter-events';
import { deciderSpec } from '../shared/decider-spec';
import { ValidationError } from '../shared/errors';
import { newsletterDecider, type NewsletterCommand } from './newsletter';

const spec = deciderSpec(newsletterDecider);
const metadata = { now: new Date('2026-11-20T10:00:00Z'), actor: { kind: 'system' as const, id: 'visiteur' } };
const request = (confirmation: string, unsubscribe: string): NewsletterCommand => ({
  type: 'RequestNewsletterSubscription',
  data: { subscriberId: 's1', email: 'lea@example.com', confirmationTokenHash: confirmation, unsubscribeTokenHash: unsubscribe },
  metadata,
});
const requested = (confirmation: string, unsubscribe: string): NewsletterEvent => ({
  type: 'NewsletterSubscriptionRequested',
  data: { subscriberId: 's1', email: 'lea@example.com', confirmationTokenHash: confirmation, unsubscribeTokenHash: unsubscribe },
});
const confirm = (tokenHash: string): NewsletterCommand => ({ type: 'ConfirmNewsletterSubscription', data: { subscriberId: 's1', tokenHash }, metadata });
const unsubscribe = (tokenHash: string): NewsletterCommand => ({ type: 'UnsubscribeFromNewsletter', data: { subscriberId: 's1', tokenHash }, metadata });
const confirmed: NewsletterEvent = { type: 'NewsletterSubscriptionConfirmed', data: { subscriberId: 's1' } };
const unsubscribed: NewsletterEvent = { type: 'NewsletterUnsubscribed', data: { subscriberId: 's1' } };
const invalidLink = 'Ce lien n’est plus valable. Inscrivez-vous à nouveau depuis le bas de n’importe quelle page.';

describe('newsletter (double opt-in)', () => {
  it('records a request, then confirms it with the token of the e-mail', () => {
    spec.given([]).when(request('c1', 'u1')).then([requested('c1', 'u1')]);
    spec.given([requested('c1', 'u1')]).when(confirm('c1')).then([confirmed]);
  });

  it('refuses a confirmation with another token, or of an older request', () => {
    spec.given([requested('c1', 'u1')]).when(confirm('forged')).thenThrows(ValidationError, invalidLink);
    spec.given([requested('c1', 'u1'), requested('c2', 'u2')]).when(confirm('c1')).thenThrows(ValidationError, invalidLink);
  });

  it('is harmless to subscribe twice: a confirmed address stays as it is', () => {
    spec.given([requested('c1', 'u1'), confirmed]).when(request('c2', 'u2')).then([]);
    spec.given([requested('c1', 'u1'), confirmed]).when(confirm('c1')).then([]);
  });

  it('unsubscribes with the link of any e-mail it sent, once', () => {
    spec.given([requested('c1', 'u1'), requested('c2', 'u2'), confirmed]).when(unsubscribe('u1')).then([unsubscribed]);
    spec.given([requested('c1', 'u1'), confirmed, unsubscribed]).when(unsubscribe('u1')).then([]);
    spec.given([requested('c1', 'u1')]).when(unsubscribe('nope')).thenThrows(ValidationError, invalidLink);
  });

  it('lets an unsubscribed address subscribe again', () => {
    spec.given([requested('c1', 'u1'), confirmed, unsubscribed]).when(request('c3', 'u3')).then([requested('c3', 'u3')]);
  });
});
