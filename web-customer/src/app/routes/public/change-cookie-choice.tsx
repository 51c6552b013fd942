import { Button } from '@/components/ui/button';
import { consentStorageKey } from '@/features/cookie-consent/utils/consent-storage';

/**
 * "Modifier mes choix de cookies": forgets the stored choice and reloads, so that the cookie banner
 * (which reads the choice once, when the app starts) asks again.
 */
export const ChangeCookieChoice = () => (
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
