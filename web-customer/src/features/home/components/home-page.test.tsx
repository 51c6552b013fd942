import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingRoute } from '@/app/routes/landing';
import { renderScreen } from '@/testing/test-utils';

/** The routes that exist today (src/app/router.tsx) that the home page may link to. */
const existingRoutes = ['/', '/calculateur', '/tarifs', '/abonnement', '/declarer-colis', '/suivi', '/gestion-retour', '/retour-colis-dom-tom', '/aide', '/faq', '/contact', '/connexion', '/inscription', '/achat-pour-moi'];

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('home page', () => {
  it('has one h1, the product name as document title and headings in order', () => {
    renderScreen(<LandingRoute />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Passerelle — votre adresse en France');

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('shows the three plans at 0 €, 2,50 € and 20 € with -20 %, never -25 %, the Premium ones leading to /abonnement', () => {
    renderScreen(<LandingRoute />);
    const plans = within(screen.getByRole('region', { name: 'Commencez gratuitement, économisez avec Premium' }));
    const cards = plans.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li') as HTMLElement);
    expect(cards.map((card) => text(card.querySelector('h3') as Element))).toEqual([
      'Découverte',
      'Premium mensuel',
      'Premium annuel2 mois gratuits',
    ]);
    expect(cards.map((card) => text(card.querySelector('.home-plan__price') as Element))).toEqual(['0 €', '2,50 € / mois', '20 € / an']);
    expect(plans.getAllByText('-20 % sur chaque expédition')).toHaveLength(2);
    expect(plans.getByText('Soit environ 1,67 € par mois')).toBeTruthy();
    expect(plans.getByText('Stockage gratuit 3 jours, puis 1 € par jour')).toBeTruthy();
    expect(plans.getByText('Stockage gratuit 60 jours, puis 1 € par jour')).toBeTruthy();
    expect(plans.getByText('Stockage gratuit 90 jours, puis 1 € par jour')).toBeTruthy();
    expect(plans.getByRole('link', { name: 'Choisir Premium mensuel' }).getAttribute('href')).toBe('/abonnement?formule=mensuel');
    expect(plans.getByRole('link', { name: 'Choisir Premium annuel' }).getAttribute('href')).toBe('/abonnement?formule=annuel');
    expect(text(document.body)).not.toMatch(/25 ?%/);
    expect(text(document.body)).not.toMatch(/30 jours/);
  });

  it('links only to routes that exist, and sends "Créer mon adresse gratuite" to the registration', () => {
    renderScreen(<LandingRoute />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const path = href.startsWith('#') ? '/' : href.split(/[?#]/)[0];
      expect(existingRoutes, href).toContain(path);
      if (href.startsWith('#')) expect(document.getElementById(href.slice(1)), href).not.toBeNull();
    }
    const signUps = screen.getAllByRole('link', { name: 'Créer mon adresse gratuite' });
    expect(signUps).toHaveLength(2);
    for (const signUp of signUps) expect(signUp.getAttribute('href')).toBe('/inscription');
    expect(screen.getByRole('link', { name: "Calculer mes frais d'envoi" }).getAttribute('href')).toBe('/calculateur');
  });

  it('shows the advertised services with their fees, six destinations and three signed testimonials', () => {
    renderScreen(<LandingRoute />);
    const body = text(document.body);
    expect(body).toContain('19,99 € par commande, 14,99 € avec Premium');
    expect(body).toContain('Retour à partir de 8,50 €');
    const returns = within(screen.getByRole('region', { name: /Retour à partir de 8,50/ }));
    expect(returns.getByRole('link', { name: 'Découvrir le service de retour' }).getAttribute('href')).toBe('/retour-colis-dom-tom');
    expect(returns.getByRole('link', { name: 'Demander un retour' }).getAttribute('href')).toBe('/gestion-retour');
    const destinations = within(screen.getByRole('region', { name: 'Nous livrons outre-mer et au Maroc' }));
    expect(destinations.getAllByRole('heading', { level: 3 }).map(text)).toEqual([
      'Guadeloupe',
      'Martinique',
      'Guyane',
      'La Réunion',
      'Mayotte',
      'Maroc',
    ]);
    expect(destinations.getAllByRole('listitem')[0]?.textContent).toContain('8,50');
    const testimonials = within(screen.getByRole('region', { name: 'Ils font livrer leurs achats avec Passerelle' }));
    expect(testimonials.getAllByRole('figure').map((figure) => text(figure.querySelector('figcaption') as Element))).toEqual([
      'MMaëva, Guadeloupe',
      'JJean-Marc, La Réunion',
      'YYasmine, Maroc',
    ]);
  });
});
