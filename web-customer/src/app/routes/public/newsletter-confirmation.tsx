import { PageTitle } from '@/components/seo/page-title';
import { NewsletterConfirmation } from '@/features/newsletter/components/newsletter-confirmation';

export const NewsletterConfirmationRoute = () => (
  <div className="page page--medium">
    <PageTitle title="Confirmation de l'inscription à la newsletter" />
    <NewsletterConfirmation />
  </div>
);
