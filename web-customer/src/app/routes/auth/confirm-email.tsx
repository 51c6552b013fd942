import { PageHead } from '@/components/seo/page-head';
import { EmailConfirmation } from '@/features/auth/components/email-confirmation';

export const ConfirmEmailRoute = () => (
  <div className="page page--narrow">
    <PageHead title="Confirmation de votre email" />
    <EmailConfirmation />
  </div>
);
