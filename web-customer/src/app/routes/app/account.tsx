import { Suspense } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { AccountProfile } from '@/features/account/components/account-profile';
import { NotificationPreferencesForm } from '@/features/account/components/notification-preferences-form';
import { MyInvoices } from '@/features/invoices/components/my-invoices';
import { useUser } from '@/lib/auth/get-me';
import { deferredModule } from '@/lib/deferred-module';
import '../pages.css';

/**
 * The forms drawn from the profile (react-hook-form and the shared schemas): requested as this module
 * arrives, beside the session that the signed-in area asks for at the same time (customer-area.tsx).
 */
const accountForms = deferredModule(() => import('@/features/account/components/account-forms'));
void accountForms.start().catch(() => undefined);
const ContactDetailsForm = accountForms.component((forms) => forms.ContactDetailsForm);
const ChangeEmailForm = accountForms.component((forms) => forms.ChangeEmailForm);
const ChangePasswordForm = accountForms.component((forms) => forms.ChangePasswordForm);

const Account = () => {
  const me = useUser();
  return (
    <div className="page page--medium">
      <PageHead title="Mon compte" />
      <div className="page-header">
        <div>
          <h1 className="page-header__title">Mon compte</h1>
          <p className="page-header__lead">Vos coordonnées, vos factures, les e-mails que vous recevez, votre adresse email et votre mot de passe.</p>
        </div>
      </div>
      <div className="account-sections">
        <AccountProfile me={me} />
        <MyInvoices />
        <ContactDetailsForm me={me} />
        <NotificationPreferencesForm />
        <ChangeEmailForm me={me} />
        <ChangePasswordForm />
      </div>
    </div>
  );
};

/** The page's skeleton, as while the session loads, until its forms are there too: nothing moves when they arrive. */
export const AccountRoute = () => (
  <Suspense fallback={<PageSkeleton />}>
    <Account />
  </Suspense>
);
