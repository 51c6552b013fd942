import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/test-utils';
import { consentStorageKey } from '../utils/consent-storage';
import { CookieBanner } from './cookie-banner';
import indexHtml from '../../../../index.html?raw';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe('cookie banner', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as DataLayerWindow).dataLayer;
  });
  afterEach(() => localStorage.clear());

  it('offers the three choices of the spec and pushes no page view before consent', () => {
    renderScreen(<CookieBanner />, '/tarifs');
    for (const name of ['Paramétrer', 'Essentiels uniquement', 'Accepter tout']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/confidentialite');
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('remembers "Essentiels uniquement" under cookie-consent, and still pushes nothing', () => {
    const { unmount } = renderScreen(<CookieBanner />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Essentiels uniquement' }));
    expect(JSON.parse(localStorage.getItem(consentStorageKey)!)).toMatchObject({ essential: true, analytics: false, marketing: false });
    expect(screen.queryByRole('button', { name: 'Accepter tout' })).toBeNull();
    unmount();
    renderScreen(<CookieBanner />, '/');
    expect(screen.queryByRole('button', { name: 'Accepter tout' })).toBeNull();
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('keeps essentials locked on in the settings and records page views once analytics are accepted', () => {
    renderScreen(<CookieBanner />, '/calculateur');
    fireEvent.click(screen.getByRole('button', { name: 'Paramétrer' }));
    const essentials = screen.getByRole('checkbox', { name: /Essentiels/ }) as HTMLInputElement;
    expect(essentials.checked && essentials.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Mesure d'audience/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(JSON.parse(localStorage.getItem(consentStorageKey)!)).toMatchObject({ analytics: true, preferences: false, marketing: false });
    expect((window as DataLayerWindow).dataLayer).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/calculateur' })]);
  });
});

describe('the first script of index.html', () => {
  it('looks for the stored choice under the same key as the banner', () => {
    expect(indexHtml).toContain(`localStorage.getItem('${consentStorageKey}')`);
  });
});
