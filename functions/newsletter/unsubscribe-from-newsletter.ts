import { newsletterLinkHandler } from './newsletter-link-command';

export const handler = newsletterLinkHandler({ name: 'unsubscribe-from-newsletter', command: 'UnsubscribeFromNewsletter', answer: 'unsubscribed' });
