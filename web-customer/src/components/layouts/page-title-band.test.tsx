import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubFetch } from '@/testing/test-utils';
import { defaultTitleBand, PageTitleBand, titleBandFor } from './page-title-band';

describe('titleBandFor', () => {
  it.each([
    ['/tarifs', 'Tarifs'],
    ['/calculateur', 'Calculateur de frais'],
    ['/suivi', 'Suivi de colis'],
    ['/aide', "Centre d'aide"],
    ['/blog', 'Blog'],
    ['/blog/guide-achat-amazon-france-domtom', 'Article de blog'],
    ['/contact', 'Contact'],
    ['/connexion', 'Connexion'],
    ['/login', 'Connexion'],
    ['/inscription', 'Inscription'],
    ['/dashboard', 'Tableau de bord'],
    ['/packages', 'Mes colis'],
    ['/declarer-colis', 'Déclarer un colis'],
    ['/faq', 'Questions fréquentes'],
    ['/cgv', 'Conditions générales'],
    ['/confidentialite', 'Politique de confidentialité'],
    ['/mentions-legales', 'Mentions légales'],
    ['/reset-password', 'Nouveau mot de passe'],
    ['/confirmer-email', 'Confirmation de votre email'],
    ['/confirmer-nouvel-email', 'Nouvelle adresse email'],
    ['/compte', 'Mon compte'],
    ['/newsletter/confirmation', 'Newsletter'],
    ['/newsletter/desinscription', 'Newsletter'],
  ])('%s is titled "%s"', (pathname, title) => {
    expect(titleBandFor(pathname)?.title).toBe(title);
  });

  it('shows no band on the home page, which has its own hero', () => {
    expect(titleBandFor('/')).toBeNull();
    expect(titleBandFor('')).toBeNull();
  });

  it('gives unknown paths the product default title', () => {
    expect(titleBandFor('/nimporte-quoi')).toEqual(defaultTitleBand);
    expect(titleBandFor('/blog/un/deux')).toEqual(defaultTitleBand);
    expect(titleBandFor('/services/inconnu')).toEqual({ title: 'Passerelle', icon: 'compass' });
  });

  it('gives /abonnement its own title now that the page exists', () => {
    expect(titleBandFor('/abonnement')).toEqual({ title: 'Abonnement', icon: 'star' });
  });

  it('gives /gestion-retour and /retour-colis-dom-tom their own titles now that the pages exist', () => {
    expect(titleBandFor('/gestion-retour')).toEqual({ title: 'Gestion des retours', icon: 'return' });
    expect(titleBandFor('/retour-colis-dom-tom')).toEqual({ title: 'Retour colis DOM-TOM', icon: 'return' });
  });

  it('gives /achat-pour-moi its own title now that the page exists', () => {
    expect(titleBandFor('/achat-pour-moi')).toEqual({ title: 'Achat pour moi', icon: 'bag' });
  });

  it.each(['/nexiste-pas'])(
    'gives %s, a path no page answers (the not-found page), the default title, not its own',
    (pathname) => {
      expect(titleBandFor(pathname)).toEqual(defaultTitleBand);
    },
  );

  it('matches like the router: trailing slash and letter case ignored', () => {
    expect(titleBandFor('/tarifs/')?.title).toBe('Tarifs');
    expect(titleBandFor('/Mentions-Legales')?.title).toBe('Mentions légales');
  });
});

describe('PageTitleBand', () => {
  it('shows the title as a paragraph, with a decorative icon, never as a heading', () => {
    stubFetch();
    renderScreen(<PageTitleBand />, '/calculateur');
    const title = screen.getByText('Calculateur de frais');
    expect(title.tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('page-title-band').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing on the home page', () => {
    stubFetch();
    renderScreen(<PageTitleBand />, '/');
    expect(screen.queryByTestId('page-title-band')).toBeNull();
  });
});
