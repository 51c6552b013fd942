import { PageHead } from '@/components/seo/page-head';
import { EmailChangeConfirmation } from '@/features/account/components/email-change-confirmation';

export const ConfirmEmailChangeRoute = () => (
  <div className="page page--narrow">
    <PageHead title="Nouvelle adresse email" />
    <EmailChangeConfirmation />
  </div>
);
