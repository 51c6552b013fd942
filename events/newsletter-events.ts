import * as z from 'zod';
import { defineEvent } from './define-event';

/** Tokens travel in the e-mail only; events keep their SHA-256 hashes. */
export const newsletterSubscriptionRequested = defineEvent({
  type: 'NewsletterSubscriptionRequested',
  schemaVersion: 1,
  schema: z.object({
    subscriberId: z.string().min(1),
    email: z.string(),
    confirmationTokenHash: z.string().min(1),
    unsubscribeTokenHash: z.string().min(1),
  }),
  personalFields: ['email'],
});

export const newsletterSubscriptionConfirmed = defineEvent({
  type: 'NewsletterSubscriptionConfirmed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().min(1) }),
});

export const newsletterUnsubscribed = defineEvent({
  type: 'NewsletterUnsubscribed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string().min(1) }),
});

export const newsletterEventDefinitions = [newsletterSubscriptionRequested, newsletterSubscriptionConfirmed, newsletterUnsubscribed] as const;
export type NewsletterSubscriptionRequested = {
  type: 'NewsletterSubscriptionRequested';
  data: z.infer<typeof newsletterSubscriptionRequested.schema>;
};
export type NewsletterSubscriptionConfirmed = {
  type: 'NewsletterSubscriptionConfirmed';
  data: z.infer<typeof newsletterSubscriptionConfirmed.schema>;
};
export type NewsletterUnsubscribed = { type: 'NewsletterUnsubscribed'; data: z.infer<typeof newsletterUnsubscribed.schema> };
export type NewsletterEvent = NewsletterSubscriptionRequested | NewsletterSubscriptionConfirmed | NewsletterUnsubscribed;
