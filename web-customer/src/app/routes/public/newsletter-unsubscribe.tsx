import { PageTitle } from '@/components/seo/page-title';
import { NewsletterUnsubscribe } from '@/features/newsletter/components/newsletter-unsubscribe';

export const NewsletterUnsubscribeRoute = () => (
  <div className="page page--medium">
    <PageTitle title="Désinscription de la newsletter" />
    <NewsletterUnsubscribe />
  </div>
);
