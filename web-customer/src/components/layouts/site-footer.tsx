import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { companyIdentity, supportContact } from '@/config/support-contact';
import './site-footer.css';

/** Re-exported: the contact page reads the details from here (they live in config/support-contact). */

/** The contact block of the footer and of the contact page. */
export const SupportContactDetails = ({ className }: { className?: string }) => (
  <dl className={['contact-details', className].filter(Boolean).join(' ')}>
    <div className="contact-details__row">
      <dt>E-mail</dt>
      <dd>
        <a href={supportContact.mailto}>{supportContact.email}</a>
      </dd>
    </div>
    <div className="contact-details__row">
      <dt>Téléphone</dt>
      <dd>
        <a href={supportContact.phoneHref}>{supportContact.phone}</a>
      </dd>
    </div>
    <div className="contact-details__row">
      <dt>Horaires</dt>
      <dd>
        <span aria-hidden="true">
          {supportContact.timetable.map((line) => (
            <span key={line} className="contact-details__line">
              {line}
            </span>
          ))}
          <span className="contact-details__line contact-details__note">({supportContact.timeZone})</span>
        </span>
        <span className="visually-hidden">{supportContact.hours}</span>
      </dd>
    </div>
    <div className="contact-details__row">
      <dt>Délai</dt>
      <dd>Réponse {supportContact.replyDelay}</dd>
    </div>
  </dl>
);

const serviceLinks = [
  { to: '/calculateur', label: 'Calculateur de frais' },
  { to: '/tarifs', label: 'Tarifs' },
  { to: '/declarer-colis', label: 'Déclarer un colis' },
  { to: '/suivi', label: 'Suivi de colis' },
] as const;

const resourceLinks = [
  { to: '/aide', label: "Centre d'aide" },
  { to: '/faq', label: 'Questions fréquentes' },
  { to: '/contact', label: 'Contact' },
] as const;

const legalLinks = [
  { to: '/mentions-legales', label: 'Mentions légales' },
  { to: '/cgv', label: 'Conditions générales' },
  { to: '/confidentialite', label: 'Politique de confidentialité' },
] as const;

const LinkList = ({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) => (
  <nav className="site-footer__column" aria-label={title}>
    <h2 className="site-footer__title">{title}</h2>
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The footer of every page; the app passes in the newsletter form (a feature, which shared layout may not import). */
export const SiteFooter = ({ newsletterForm }: { newsletterForm: ReactNode }) => (
  <footer className="site-footer">
    <div className="site-footer__inner">
      <div className="site-footer__brand">
        <p className="site-footer__name">Passerelle</p>
        <p>Votre adresse en France pour faire livrer vos achats aux Antilles, en Guyane, à La Réunion, à Mayotte et au Maroc.</p>
      </div>
      <LinkList title="Services" links={serviceLinks} />
      <LinkList title="Ressources" links={resourceLinks} />
      <section className="site-footer__column site-footer__contact" aria-labelledby="pied-contact">
        <h2 className="site-footer__title" id="pied-contact">
          Nous contacter
        </h2>
        <SupportContactDetails className="contact-details--footer" />
        <address className="site-footer__address">
          {companyIdentity.name}
          <br />
          {companyIdentity.address}
        </address>
      </section>
      <div className="site-footer__column site-footer__newsletter">
        {newsletterForm}
      </div>
    </div>
    <div className="site-footer__bottom">
      <p>© {companyIdentity.name}</p>
      <nav aria-label="Informations légales">
        <ul className="site-footer__legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  </footer>
);
