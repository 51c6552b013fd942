import type {
  NewsletterEvent,
  NewsletterSubscriptionConfirmed,
  NewsletterSubscriptionRequested,
  NewsletterUnsubscribed,
} from '../../events/newsletter-events';
import { assertNever, type CommandMetadata, type Decider } from '../shared/decider';
import { ValidationError } from '../shared/errors';
import { newsletterMessages } from './newsletter-input';

/**
 * Double opt-in: a request sends a confirmation link; only a confirmed address receives the
 * newsletter. Every unsubscribe token ever sent keeps working, so an old e-mail's link still does.
 */
export type NewsletterState = {
  status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
  confirmationTokenHash: string | null;
  unsubscribeTokenHashes: string[];
};

export type RequestNewsletterSubscription = {
  type: 'RequestNewsletterSubscription';
  data: { subscriberId: string; email: string; confirmationTokenHash: string; unsubscribeTokenHash: string };
  metadata: CommandMetadata;
};
export type ConfirmNewsletterSubscription = {
  type: 'ConfirmNewsletterSubscription';
  data: { subscriberId: string; tokenHash: string };
  metadata: CommandMetadata;
};
export type UnsubscribeFromNewsletter = {
  type: 'UnsubscribeFromNewsletter';
  data: { subscriberId: string; tokenHash: string };
  metadata: CommandMetadata;
};
export type NewsletterCommand = RequestNewsletterSubscription | ConfirmNewsletterSubscription | UnsubscribeFromNewsletter;

const invalidLink = () => new ValidationError(newsletterMessages.invalidLink, { token: newsletterMessages.invalidLink });

const request = ({ data }: RequestNewsletterSubscription, state: NewsletterState): NewsletterSubscriptionRequested[] =>
  // Subscribing again is harmless: a confirmed address stays as it is.
  state.status === 'confirmed' ? [] : [{ type: 'NewsletterSubscriptionRequested', data }];

const confirm = ({ data }: ConfirmNewsletterSubscription, state: NewsletterState): NewsletterSubscriptionConfirmed[] => {
  if (state.status === 'confirmed' && state.confirmationTokenHash === data.tokenHash) return [];
  if (state.status !== 'pending' || state.confirmationTokenHash !== data.tokenHash) throw invalidLink();
  return [{ type: 'NewsletterSubscriptionConfirmed', data: { subscriberId: data.subscriberId } }];
};

const unsubscribe = ({ data }: UnsubscribeFromNewsletter, state: NewsletterState): NewsletterUnsubscribed[] => {
  if (!state.unsubscribeTokenHashes.includes(data.tokenHash)) throw invalidLink();
  return state.status === 'unsubscribed' ? [] : [{ type: 'NewsletterUnsubscribed', data: { subscriberId: data.subscriberId } }];
};

export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: () => ({ status: 'none', confirmationTokenHash: null, unsubscribeTokenHashes: [] }),
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestNewsletterSubscription':
        return request(command, state);
      case 'ConfirmNewsletterSubscription':
        return confirm(command, state);
      case 'UnsubscribeFromNewsletter':
        return unsubscribe(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NewsletterSubscriptionRequested':
        return {
          status: 'pending',
          confirmationTokenHash: event.data.confirmationTokenHash,
          unsubscribeTokenHashes: [...state.unsubscribeTokenHashes, event.data.unsubscribeTokenHash],
        };
      case 'NewsletterSubscriptionConfirmed':
        return { ...state, status: 'confirmed' };
      case 'NewsletterUnsubscribed':
        return { ...state, status: 'unsubscribed' };
      default:
        return assertNever(event);
    }
  },
};
