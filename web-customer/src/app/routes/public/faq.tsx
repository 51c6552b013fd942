import { PageHead } from '@/components/seo/page-head';
import { paths } from '@/config/paths';
import { prerenderedIsland } from '@/lib/prerendered-island';
import '../pages.css';

const contactHref = paths.contact.getHref();

/**
 * The questions (their words, the search and the filter) stay in the prerendered HTML until the person
 * reaches for them (pointer or focus, or an address naming a question): then their code comes and takes
 * the first click or focus.
 */
const questions = prerenderedIsland(
  'faq',
  async () => {
    const [{ faqEntries }, { FaqBrowser }, { FaqJsonLd }] = await Promise.all([
      import('@/features/help/content/faq'),
      import('@/features/help/components/faq-browser'),
      import('@/features/help/components/faq-json-ld'),
    ]);
    return () => (
      <>
        <FaqJsonLd entries={faqEntries} />
        <FaqBrowser entries={faqEntries} contactHref={contactHref} helpHref={paths.help.getHref()} />
      </>
    );
  },
  'on-interaction',
);

export const FaqRoute = () => (
  <div className="page page--medium">
    <PageHead title="Questions fréquentes"
      description="Questions fréquentes sur Passerelle : adresse française, délais de livraison, stockage gratuit, tarifs, douane et retours vers la métropole." />
    <div className="page-header">
      <div>
        <p className="eyebrow">Centre d'aide</p>
        <h1 className="page-header__title">Vos questions, nos réponses</h1>
        <p className="page-header__lead">
          Adresse, expédition, stockage, abonnement&nbsp;: les réponses aux questions que nos clients nous posent le plus souvent.
        </p>
      </div>
    </div>
    {questions.element}
  </div>
);
