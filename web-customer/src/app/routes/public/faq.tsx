import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { faqEntries } from '@/features/help/content/faq';
import { FaqBrowser } from '@/features/help/components/faq-browser';
import { FaqJsonLd } from '@/features/help/components/faq-json-ld';
import '../pages.css';

const contactHref = paths.contact.getHref();

export const FaqRoute = () => (
  <div className="page page--medium">
    <PageHead title="Questions fréquentes"
      description="Questions fréquentes sur Passerelle : adresse française, délais de livraison, stockage gratuit, tarifs, douane et retours vers la métropole." />
    <FaqJsonLd entries={faqEntries} />
    <div className="page-header">
      <div>
        <p className="eyebrow">Centre d'aide</p>
        <h1 className="page-header__title">Vos questions, nos réponses</h1>
        <p className="page-header__lead">
          Adresse, expédition, stockage, abonnement&nbsp;: les réponses aux questions que nos clients nous posent le plus souvent.
        </p>
      </div>
    </div>
    <FaqBrowser entries={faqEntries} contactHref={contactHref} helpHref={paths.help.getHref()} />
  </div>
);
