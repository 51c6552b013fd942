import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { everything, essentialsOnly, readConsent, saveConsent, type ConsentChoices, type CookieConsent } from '../utils/consent-storage';
import { recordPageView } from '../utils/page-view-analytics';
import './cookie-banner.css';

const toggles: { key: keyof ConsentChoices; label: string; description: string }[] = [
  { key: 'analytics', label: "Mesure d'audience", description: 'Nous aide à comprendre quelles pages sont utiles, de façon agrégée.' },
  { key: 'preferences', label: 'Préférences', description: 'Retient vos choix d’affichage d’une visite à l’autre.' },
  { key: 'marketing', label: 'Marketing', description: 'Permet de vous montrer nos offres sur d’autres sites.' },
];

/**
 * The cookie banner of spec 3 (section 2.11), shown until the person chooses; it also records page
 * views, only once analytics are accepted.
 */
export const CookieBanner = () => {
  // undefined until the browser's storage is read, after hydration. Until then the banner is drawn as
  // prerendered, and hidden by CSS when index.html's first script found a stored choice.
  const [consent, setConsent] = useState<CookieConsent | null | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices>(essentialsOnly);
  const location = useLocation();
  const titleId = useId();

  useEffect(() => setConsent(readConsent()), []);

  useEffect(() => {
    if (consent !== undefined) recordPageView(location.pathname, document.title);
  }, [location.pathname, consent]);

  if (consent) return null;
  const choose = (chosen: ConsentChoices) => setConsent(saveConsent(chosen, new Date()));

  return (
    <section className={consent === null ? 'cookie-banner cookie-banner--choice-needed' : 'cookie-banner'} role="region" aria-labelledby={titleId}>
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          Vos choix en matière de cookies
        </h2>
        <p className="cookie-banner__text">
          Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies de mesure
          d'audience, de préférences et de marketing. <Link to="/confidentialite">En savoir plus</Link>
        </p>
        {settingsOpen && (
          <fieldset className="cookie-banner__settings">
            <legend className="visually-hidden">Paramètres des cookies</legend>
            <label className="cookie-banner__toggle">
              <input type="checkbox" checked disabled />
              <span>
                <strong>Essentiels</strong> — toujours actifs : connexion, sécurité, mémorisation de ce choix.
              </span>
            </label>
            {toggles.map((toggle) => (
              <label key={toggle.key} className="cookie-banner__toggle">
                <input
                  type="checkbox"
                  checked={choices[toggle.key]}
                  onChange={(event) => setChoices({ ...choices, [toggle.key]: event.target.checked })}
                />
                <span>
                  <strong>{toggle.label}</strong> — {toggle.description}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {/* Prerendered buttons answer only once the app runs: until then they say so instead of ignoring a click. */}
        <div className="cookie-banner__actions">
          {settingsOpen ? (
            <Button variant="secondary" onClick={() => choose(choices)}>
              Enregistrer mes choix
            </Button>
          ) : (
            <Button variant="ghost" disabled={consent === undefined} onClick={() => setSettingsOpen(true)}>
              Paramétrer
            </Button>
          )}
          <Button variant="outline" disabled={consent === undefined} onClick={() => choose(essentialsOnly)}>
            Essentiels uniquement
          </Button>
          <Button disabled={consent === undefined} onClick={() => choose(everything)}>
            Accepter tout
          </Button>
        </div>
      </div>
    </section>
  );
};
