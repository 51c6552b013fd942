import { PageHead } from '@/components/seo/page-head';
import { legalNoticeHead } from '@/features/legal/content/legal-heads';
import { prerenderedIsland } from '@/lib/prerendered-island';

/** The text stays in the prerendered HTML: neither its code nor its words are in the page's first load. */
const legalNoticeText = prerenderedIsland('mentions-legales', async () => {
  const [{ LegalPage }, { legalNotice }] = await Promise.all([
    import('@/features/legal/components/legal-page'),
    import('@/features/legal/content/legal-notice'),
  ]);
  return () => <LegalPage document={legalNotice} withHead={false} />;
});

export const LegalNoticeRoute = () => (
  <>
    <PageHead title={legalNoticeHead.title} description={legalNoticeHead.lead} />
    {legalNoticeText.element}
  </>
);
