import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './shell.css';
import { paths } from '@/config/paths';
import { redirects } from '@/config/site-routes';
import { LineIcon } from '../ui/line-icon';

export type TitleBandIcon =
  | 'tag'
  | 'calculator'
  | 'truck'
  | 'lifebuoy'
  | 'newspaper'
  | 'article'
  | 'mail'
  | 'sign-in'
  | 'user-plus'
  | 'dashboard'
  | 'box'
  | 'box-plus'
  | 'star'
  | 'bag'
  | 'return'
  | 'question'
  | 'scale'
  | 'shield'
  | 'building'
  | 'key'
  | 'user'
  | 'compass';

export type TitleBand = { title: string; icon: TitleBandIcon };

/** The product's default title, for the paths the app does not know (spec 1, section 2.1). */
export const defaultTitleBand: TitleBand = { title: 'Passerelle', icon: 'compass' };

/** Titles of the page-title band, route by route (spec 1, section 2.1). */
const titleBands: Readonly<Record<string, TitleBand>> = {
  '/tarifs': { title: 'Tarifs', icon: 'tag' },
  '/calculateur': { title: 'Calculateur de frais', icon: 'calculator' },
  '/suivi': { title: 'Suivi de colis', icon: 'truck' },
  '/aide': { title: "Centre d'aide", icon: 'lifebuoy' },
  '/blog': { title: 'Blog', icon: 'newspaper' },
  '/contact': { title: 'Contact', icon: 'mail' },
  '/connexion': { title: 'Connexion', icon: 'sign-in' },
  '/login': { title: 'Connexion', icon: 'sign-in' },
  '/inscription': { title: 'Inscription', icon: 'user-plus' },
  '/dashboard': { title: 'Tableau de bord', icon: 'dashboard' },
  '/packages': { title: 'Mes colis', icon: 'box' },
  '/declarer-colis': { title: 'Déclarer un colis', icon: 'box-plus' },
  '/abonnement': { title: 'Abonnement', icon: 'star' },
  '/achat-pour-moi': { title: 'Achat pour moi', icon: 'bag' },
  '/gestion-retour': { title: 'Gestion des retours', icon: 'return' },
  '/retour-colis-dom-tom': { title: 'Retour colis DOM-TOM', icon: 'return' },
  '/faq': { title: 'Questions fréquentes', icon: 'question' },
  '/cgv': { title: 'Conditions générales', icon: 'scale' },
  '/confidentialite': { title: 'Politique de confidentialité', icon: 'shield' },
  '/mentions-legales': { title: 'Mentions légales', icon: 'building' },
  // The spec names no title for the target of the password-reset link.
  '/reset-password': { title: 'Nouveau mot de passe', icon: 'key' },
  // Pages of the app outside the spec's table (the links of the account e-mails, the account page).
  '/confirmer-email': { title: 'Confirmation de votre email', icon: 'mail' },
  '/confirmer-nouvel-email': { title: 'Nouvelle adresse email', icon: 'mail' },
  '/compte': { title: 'Mon compte', icon: 'user' },
  // Shipments: the request of a parcel's departure, the quotes and shipments.
  '/expedier': { title: 'Expédier mes colis', icon: 'truck' },
  '/devis': { title: 'Mes devis et expéditions', icon: 'box' },
  // Pages of the app outside the spec's table (newsletter double opt-in).
  '/newsletter/confirmation': { title: 'Newsletter', icon: 'mail' },
  '/newsletter/desinscription': { title: 'Newsletter', icon: 'mail' },
};

const blogArticle: TitleBand = { title: 'Article de blog', icon: 'article' };

/**
 * The addresses the app answers with a page of its own. A route of the spec not built yet
 * (/gestion-retour...) shows the not-found page: its band is the default one, never the route's title
 * above "Page introuvable".
 */
const answeredPaths: ReadonlySet<string> = new Set(
  [...Object.values(paths).map((route) => route.path), ...Object.keys(redirects)].map((path) => path.toLowerCase()),
);

/**
 * What the band under the header shows at `pathname`: null on the home page (it has its own hero),
 * the route's title otherwise, the product's name for the paths the app does not answer. Paths match
 * like the router's: case-insensitive, trailing slash ignored.
 */
export const titleBandFor = (pathname: string): TitleBand | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return null;
  if (/^\/blog\/[^/]+$/.test(path)) return blogArticle;
  if (!answeredPaths.has(path)) return defaultTitleBand;
  return titleBands[path] ?? defaultTitleBand;
};

const iconPaths: Readonly<Record<TitleBandIcon, ReactNode>> = {
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  calculator: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <path d="M8 6.5h8M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h.01M15.5 18h.01" />
    </>
  ),
  truck: (
    <>
      <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  lifebuoy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),
  newspaper: (
    <>
      <path d="M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2" />
      <path d="M7.5 8h6M7.5 12h6M7.5 16h4" />
    </>
  ),
  article: (
    <>
      <path d="M6 2.5h8l4 4v15H6z" />
      <path d="M14 2.5v4h4M9 11h6M9 14.5h6M9 18h4" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  'sign-in': (
    <>
      <path d="M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" />
      <path d="M3 12h12M11 8l4 4-4 4" />
    </>
  ),
  'user-plus': (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
    </>
  ),
  dashboard: (
    <>
      <rect x="3" y="3" width="7.5" height="9" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="5" rx="1.5" />
      <rect x="13.5" y="11" width="7.5" height="10" rx="1.5" />
      <rect x="3" y="15" width="7.5" height="6" rx="1.5" />
    </>
  ),
  box: (
    <>
      <path d="m12 2.5 8.5 4.5v10L12 21.5 3.5 17V7z" />
      <path d="m3.5 7 8.5 4.5L20.5 7M12 11.5v10" />
    </>
  ),
  'box-plus': (
    <>
      <path d="M20.5 11V7L12 2.5 3.5 7v10l8.5 4.5" />
      <path d="m3.5 7 8.5 4.5L20.5 7M12 11.5v10M18 15v6M15 18h6" />
    </>
  ),
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />,
  bag: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </>
  ),
  return: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </>
  ),
  scale: <path d="M12 3v18M7 21h10M4 7h16M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z" />,
  shield: (
    <>
      <path d="M12 2.5 20 6v6c0 4.5-3.4 8.3-8 9.5-4.6-1.2-8-5-8-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  building: (
    <>
      <path d="M4 21V4h10v17M14 9h6v12M2.5 21h19" />
      <path d="M7.5 8h3M7.5 12h3M7.5 16h3M17 13h.01M17 17h.01" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.2 11.8 8.8-8.8M17 6l3 3M14.5 8.5l2 2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
};

/** A simple line icon (decorative: the title next to it says the same). */
export const TitleBandIconImage = ({ icon }: { icon: TitleBandIcon }) => (
  <LineIcon className="page-title-band__icon" size={28}>
    {iconPaths[icon]}
  </LineIcon>
);

/**
 * The band under the header with the page's title and icon. Its title is a paragraph, not a
 * heading: every page keeps its own single <h1>.
 */
export const PageTitleBand = () => {
  const { pathname } = useLocation();
  const band = titleBandFor(pathname);
  if (!band) return null;
  return (
    <div className="page-title-band" data-testid="page-title-band">
      <div className="page-title-band__inner">
        <span className="page-title-band__badge">
          <TitleBandIconImage icon={band.icon} />
        </span>
        <p className="page-title-band__title">{band.title}</p>
      </div>
    </div>
  );
};
