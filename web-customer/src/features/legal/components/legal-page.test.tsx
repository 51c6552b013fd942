import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/test-utils';
import { legalNotice } from '../content/legal-notice';
import { privacyPolicy } from '../content/privacy';
import { termsOfSale } from '../content/terms';
import { LegalPage } from './legal-page';

const pages = [
  { document: termsOfSale, path: '/cgv', documentTitle: 'Conditions générales de vente — Passerelle' },
  { document: privacyPolicy, path: '/confidentialite', documentTitle: 'Politique de confidentialité — Passerelle' },
  { document: legalNotice, path: '/mentions-legales', documentTitle: 'Mentions légales — Passerelle' },
];

describe.each(pages)('LegalPage at $path', ({ document: legal, path, documentTitle }) => {
  it('renders its h1, its document title and its update date', () => {
    renderScreen(<LegalPage document={legal} />, path);
    expect(screen.getByRole('heading', { level: 1, name: legal.title })).toBeTruthy();
    expect(document.title).toBe(documentTitle);
    expect(screen.getByText('novembre 2026').closest('time')?.getAttribute('datetime')).toBe('2026-11');
  });

  it('has a table of contents linking to every section, each section titled by its h2', () => {
    renderScreen(<LegalPage document={legal} />, path);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(legal.sections.map((section) => `#${section.id}`));
    for (const [index, section] of legal.sections.entries()) {
      const region = document.getElementById(section.id);
      expect(region?.tagName).toBe('SECTION');
      expect(screen.getByRole('region', { name: `${index + 1}. ${section.heading}` })).toBe(region);
    }
  });
});

describe('LegalPage of the privacy policy', () => {
  it('shows the retention table with a caption, column and row headers, and exactly four rows', () => {
    renderScreen(<LegalPage document={privacyPolicy} />, '/confidentialite');
    const table = screen.getByRole('table', { name: 'Durées de conservation des données' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual(['Données', 'Durée de conservation', 'Point de départ']);
    for (const header of columnHeaders) expect(header.getAttribute('scope')).toBe('col');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(4);
    for (const header of rowHeaders) expect(header.getAttribute('scope')).toBe('row');
    const periods = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(periods).toEqual(['Durée du contrat + 3 ans', '10 ans', '13 mois', '1 an']);
  });

  it('renders what the app adds to a section, and links as links', () => {
    renderScreen(<LegalPage document={privacyPolicy} sectionExtras={{ cookies: <button type="button">Modifier mes choix de cookies</button> }} />);
    const cookies = screen.getByRole('region', { name: /Cookies et traceurs/ });
    expect(within(cookies).getByRole('button', { name: 'Modifier mes choix de cookies' })).toBeTruthy();
    const cnil = screen.getByRole('link', { name: /www\.cnil\.fr/ });
    expect(cnil.getAttribute('href')).toBe('https://www.cnil.fr');
    expect(cnil.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('link', { name: 'support@passerelle.example' })[0]?.getAttribute('href')).toBe('mailto:support@passerelle.example');
  });
});

describe('LegalPage of the terms of sale', () => {
  it('links to the privacy policy inside the app', () => {
    renderScreen(<LegalPage document={termsOfSale} />, '/cgv');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/confidentialite');
  });
});
