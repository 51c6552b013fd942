import { beforeEach, describe, expect, it, vi } from 'vitest';
import { frameMail } from '../mail-frame';
import { quoteReady } from './shipment-templates';

describe('the quote-ready mail', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', 'https://passerelle.example');
  });

  it('tells the customer the total, the validity and both ways to pay, with a link to the quotes', () => {
    const mail = frameMail(
      'lea@example.com',
      quoteReady.render(
        { email: 'lea@example.com', firstName: 'Léa' },
        { quoteNumber: 'DEV-1-ABCD', totalCents: 4250, validUntil: '2026-12-26T10:00:00.000Z', destination: 'guadeloupe' },
      ),
      null,
    );
    expect(mail.subject).toBe('Votre devis DEV-1-ABCD est prêt — Passerelle');
    expect(mail.text).toContain('42,50');
    expect(mail.text).toContain('valable jusqu’au samedi 26 décembre 2026');
    expect(mail.text).toContain('par carte avec le bouton « Payer »');
    expect(mail.text).toContain('par virement');
    expect(mail.text).toContain('Voir mon devis : https://passerelle.example/devis');
    expect(mail.html).toContain('href="https://passerelle.example/devis"');
  });
});
