import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubFetch } from '@/testing/test-utils';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the service, resource, contact and legal links', () => {
    stubFetch();
    renderScreen(<SiteFooter newsletterForm={null} />);
    for (const [name, href] of [
      ['Calculateur de frais', '/calculateur'],
      ['Tarifs', '/tarifs'],
      ['Déclarer un colis', '/declarer-colis'],
      ['Suivi de colis', '/suivi'],
      ["Centre d'aide", '/aide'],
      ['Questions fréquentes', '/faq'],
      ['Contact', '/contact'],
      ['Mentions légales', '/mentions-legales'],
      ['Conditions générales', '/cgv'],
      ['Politique de confidentialité', '/confidentialite'],
    ] as const) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'support@passerelle.example' }).getAttribute('href')).toBe('mailto:support@passerelle.example');
    expect(screen.getByRole('link', { name: /\+33\s1\s23\s45\s67\s89/ }).getAttribute('href')).toBe('tel:+33123456789');
    expect(screen.getByText('Lun.-ven. 9 h-18 h')).toBeTruthy();
    expect(screen.getByText('Sam. 10 h-16 h')).toBeTruthy();
  });
});
