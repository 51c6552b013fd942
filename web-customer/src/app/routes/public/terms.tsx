import { PageHead } from '@/components/seo/page-head';
import { termsHead } from '@/features/legal/content/legal-heads';
import { prerenderedIsland } from '@/lib/prerendered-island';

/** The text stays in the prerendered HTML: neither its code nor its words are in the page's first load. */
const termsText = prerenderedIsland('cgv', async () => {
  const [{ LegalPage }, { termsOfSale }] = await Promise.all([import('@/features/legal/components/legal-page'), import('@/features/legal/content/terms')]);
  return () => <LegalPage document={termsOfSale} withHead={false} />;
});

export const TermsRoute = () => (
  <>
    <PageHead title={termsHead.title} description={termsHead.lead} />
    {termsText.element}
  </>
);
