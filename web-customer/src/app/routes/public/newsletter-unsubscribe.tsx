import { PageHead } from '@/components/seo/page-head';
import { NewsletterUnsubscribe } from '@/features/newsletter/components/newsletter-unsubscribe';
import '../pages.css';

export const NewsletterUnsubscribeRoute = () => (
  <div className="page page--medium">
    <PageHead title="Désinscription de la newsletter" />
    <NewsletterUnsubscribe />
  </div>
);
