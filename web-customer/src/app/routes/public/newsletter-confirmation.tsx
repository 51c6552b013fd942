import { PageHead } from '@/components/seo/page-head';
import { NewsletterConfirmation } from '@/features/newsletter/components/newsletter-confirmation';
import '../pages.css';

export const NewsletterConfirmationRoute = () => (
  <div className="page page--medium">
    <PageHead title="Confirmation de l'inscription à la newsletter" />
    <NewsletterConfirmation />
  </div>
);
