import { PageHead } from '@/components/seo/page-head';
import { AccountProfile } from '@/features/account/components/account-profile';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { ContactDetailsForm } from '@/features/account/components/contact-details-form';
import { NotificationPreferencesForm } from '@/features/account/components/notification-preferences-form';
import { MyInvoices } from '@/features/invoices/components/my-invoices';
import { useUser } from '@/lib/auth/get-me';
import '../pages.css';

export const AccountRoute = () => {
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
