import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { creditNoteIssued, invoiceIssued } from '../../../domain/invoice/invoice-test-events';
import type { CreditNoteIssued, InvoiceIssued } from '../../../events/invoice-events';
import { frameMail } from '../mail-frame';
import { creditNoteIssuedTemplate, invoiceIssuedTemplate } from './invoicing-templates';

const invoicingDocumentMail = (doc: InvoiceIssued['data'] | CreditNoteIssued['data'], pdf: Uint8Array) =>
  doc.series === 'AVO'
    ? frameMail(doc.buyer.email, creditNoteIssuedTemplate.render({ email: doc.buyer.email, firstName: doc.buyer.name }, { document: doc, pdf }), null)
    : frameMail(doc.buyer.email, invoiceIssuedTemplate.render({ email: doc.buyer.email, firstName: doc.buyer.name }, { document: doc, pdf }), null);

const pdf = new Uint8Array([37, 80, 68, 70]);

describe('the mail of a document', () => {
  const siteUrl = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://passerelle.example';
  });
  afterEach(() => {
    process.env.SITE_URL = siteUrl;
  });

  it('gives an invoice’s number, what was paid, its amount and VAT, the link to Mes factures, and attaches its PDF', () => {
    const mail = invoicingDocumentMail(invoiceIssued(4, 'pay-4', 12_000).data, pdf);
    expect(mail.to).toBe('marie@example.com');
    expect(mail.subject).toBe('Votre facture FAC-2026-000004 — Passerelle');
    expect(mail.text.replace(/\s/gu, ' ')).toContain('Facture FAC-2026-000004 : Devis DEV-1-AB12, 120,00 € TTC (dont TVA 20,00 €).');
    expect(mail.text).toContain('Voir mes factures : https://passerelle.example/compte');
    expect(mail.html).toContain('href="https://passerelle.example/compte"');
    expect(mail.attachments).toEqual([{ fileName: 'FAC-2026-000004.pdf', contentType: 'application/pdf', content: pdf }]);
  });

  it('gives a credit note’s number, its invoice and the amount refunded', () => {
    const mail = invoicingDocumentMail(creditNoteIssued(2, 're_2', 3_000).data, pdf);
    expect(mail.subject).toBe('Votre avoir AVO-2026-000002 — Passerelle');
    expect(mail.text.replace(/\s/gu, ' ')).toContain('Avoir AVO-2026-000002 sur la facture FAC-2026-000001 : 30,00 € TTC.');
    expect(mail.text.replace(/\s/gu, ' ')).toContain('nous vous avons remboursé 30,00 € par carte le 25 novembre 2026');
  });

  it('escapes what the buyer typed in its HTML', () => {
    const data = { ...invoiceIssued(1).data, buyer: { name: '<b>Marie</b>', email: 'marie@example.com', addressLines: [] } };
    expect(invoicingDocumentMail(data, pdf).html).toContain('&lt;b&gt;Marie&lt;/b&gt;');
  });
});
