import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import type { QuickLink } from '@/features/help/components/help-center';
import { prerenderedIsland } from '@/lib/prerendered-island';
import '../pages.css';

const contactHref = paths.contact.getHref();

const quickLinks: QuickLink[] = [
  { title: 'Calculer mes frais', text: 'Le prix exact de votre envoi selon le poids, les dimensions et la destination.', href: paths.calculator.getHref() },
  { title: 'Suivre un colis', text: 'Chaque étape de vos colis, de l’entrepôt à la livraison (connexion requise).', href: paths.tracking.getHref() },
  { title: 'Contacter le support', text: 'Une question sur un colis ou une facture ? Réponse sous 24 h.', href: contactHref },
];

/**
 * The help centre (its questions, search and topics) stays in the prerendered HTML until the person
 * reaches for it (pointer or focus): then its code comes and takes the first click or focus.
 */
const helpCenter = prerenderedIsland(
  'aide',
  async () => {
    const [{ faqEntries }, { HelpCenter }] = await Promise.all([import('@/features/help/content/faq'), import('@/features/help/components/help-center')]);
    return () => <HelpCenter entries={faqEntries} quickLinks={quickLinks} contactHref={contactHref} faqHref={paths.faq.getHref()} />;
  },
  'on-interaction',
);

export const HelpRoute = () => (
  <div className="page page--medium">
    <PageHead title="Centre d'aide"
      description="Centre d'aide Passerelle : adresse en France, envoi de colis, stockage, paiement et retours. Trouvez une réponse ou écrivez à notre équipe." />
    <div className="page-header">
      <div>
        <h1 className="page-header__title">Comment pouvons-nous vous aider&nbsp;?</h1>
        <p className="page-header__lead">Cherchez une réponse ou choisissez un thème&nbsp;: adresse, expédition, facturation, compte.</p>
      </div>
    </div>
    {helpCenter.element}
  </div>
);
