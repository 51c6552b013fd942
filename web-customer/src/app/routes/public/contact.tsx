import { SupportContactDetails, supportContact } from '@/components/layouts/site-footer';
import { PageTitle } from '@/components/seo/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';

export const ContactRoute = () => (
  <div className="page">
    <PageTitle title="Contact" />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Contact</h1>
        <p className="page-header__lead">Une question sur un colis, une facture ou votre compte ? Écrivez-nous : nous répondons sous 24 h.</p>
      </div>
    </div>
    <div className="contact-layout">
      <ContactForm />
      <aside className="card contact-aside" aria-labelledby="contact-aside-title">
        <h2 id="contact-aside-title" className="card__title">
          Nos coordonnées
        </h2>
        <SupportContactDetails />
        <p className="contact-aside__note">Nous répondons à chaque message sous 24 h, par e-mail, à l'adresse que vous indiquez.</p>
        <address className="contact-aside__address">{supportContact.address}</address>
      </aside>
    </div>
  </div>
);
