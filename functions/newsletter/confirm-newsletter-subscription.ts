import { newsletterLinkHandler } from './newsletter-link-command';

export const handler = newsletterLinkHandler({ name: 'confirm-newsletter-subscription', command: 'ConfirmNewsletterSubscription', answer: 'confirmed' });
