import { Button } from '@/components/ui/button';
import { consentStorageKey } from '@/features/cookie-consent/utils/consent-storage';
import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyPolicy } from '@/features/legal/content/privacy';

/**
 * "Modifier mes choix de cookies": forgets the stored choice and reloads, so that the cookie banner
 * (which reads the choice once, when the app starts) asks again.
 */
const ChangeCookieChoice = () => (
  <p className="legal-section__actions">
    <Button
      variant="outline"
      onClick={() => {
        localStorage.removeItem(consentStorageKey);
        window.location.reload();
      }}
    >
      Modifier mes choix de cookies
    </Button>
  </p>
);

export const PrivacyRoute = () => <LegalPage document={privacyPolicy} sectionExtras={{ cookies: <ChangeCookieChoice /> }} />;
