import { PageHead } from '@/components/seo/page-head';
import { privacyHead } from '@/features/legal/content/legal-heads';
import { prerenderedIsland } from '@/lib/prerendered-island';

/**
 * The text stays in the prerendered HTML; its one button ("Modifier mes choix de cookies") brings the
 * code when the person reaches for it (pointer or focus), and gets their click.
 */
const privacyText = prerenderedIsland(
  'confidentialite',
  async () => {
    const [{ LegalPage }, { privacyPolicy }, { ChangeCookieChoice }] = await Promise.all([
      import('@/features/legal/components/legal-page'),
      import('@/features/legal/content/privacy'),
      import('./change-cookie-choice'),
    ]);
    return () => <LegalPage document={privacyPolicy} withHead={false} sectionExtras={{ cookies: <ChangeCookieChoice /> }} />;
  },
  'on-interaction',
);

export const PrivacyRoute = () => (
  <>
    <PageHead title={privacyHead.title} description={privacyHead.lead} />
    {privacyText.element}
  </>
);
