import { SupportContactDetails } from '@/components/layouts/site-footer';
import { supportContact } from '@/config/support-contact';
import { PageHead } from '@/components/seo/page-head';
import { formIsland } from '@/lib/form-island';
import '../pages.css';

/** The form's code (its schema, TanStack Query, the API client) comes at the visitor's first interaction with it. */
const contactForm = formIsland('contact-form', async () => {
  const [{ withQueryProvider }, { ContactForm }] = await Promise.all([import('@/lib/query-provider'), import('@/features/contact/components/contact-form')]);
  return withQueryProvider(ContactForm);
});

export const ContactRoute = () => (
  <div className="page">
    <PageHead title="Contact"
      description="Écrivez au support Passerelle : réponse sous 24 h, du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h." />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Contactez notre équipe</h1>
        <p className="page-header__lead">Une question sur un colis, une facture ou votre compte&nbsp;? Écrivez-nous&nbsp;: nous répondons sous 24&nbsp;h.</p>
      </div>
    </div>
    <div className="contact-layout">
      <contactForm.Form />
      <aside className="card contact-aside" aria-labelledby="contact-aside-title">
        <h2 id="contact-aside-title" className="card__title">
          Nos coordonnées
        </h2>
        <SupportContactDetails />
        <p className="contact-aside__note">Nous répondons à chaque message sous 24&nbsp;h, par e-mail, à l'adresse que vous indiquez.</p>
        <address className="contact-aside__address">{supportContact.address}</address>
      </aside>
    </div>
  </div>
);
