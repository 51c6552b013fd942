import { projectionEntry } from '../tables';
import { reactionEntry, type HandlerEntry } from '../platform/handler-entry';
import { invoicesProjection } from './invoices-projection';
import { invoicingReaction } from './invoicing-reaction';

/** Invoices and credit notes: issued by a reaction to payments, listed and downloaded by customers and staff. */
export const invoiceHandlers: readonly HandlerEntry[] = [
  // customers: the buyer at issue; invoices: a refund's invoice; reservations: each mail once; files: the PDFs
  {
    ...reactionEntry(invoicingReaction, 'functions/invoices/issue-invoices.ts', {
      eventStore: 'append',
      readModels: { customers: 'read', invoices: 'read', reservations: 'write' },
      files: 'write',
      mail: 'send',
    }),
    drawsPdf: true,
  },
  projectionEntry(invoicesProjection, 'functions/invoices/project-invoices.ts'),
  {
    name: 'list-my-invoices',
    entry: 'functions/invoices/list-my-invoices.ts',
    description: 'Les factures et avoirs du client, du plus récent au plus ancien',
    trigger: { kind: 'http', method: 'GET', path: '/api/invoices', access: 'customer' },
    permissions: { readModels: { invoices: 'read', counts: 'read' } },
  },
  {
    name: 'get-my-invoice-pdf',
    entry: 'functions/invoices/get-my-invoice-pdf.ts',
    description: 'Le lien signé du PDF d’une facture ou d’un avoir du client (404 s’il n’est pas à lui)',
    trigger: { kind: 'http', method: 'GET', path: '/api/invoices/{number}/pdf', access: 'customer' },
    permissions: { readModels: { invoices: 'read' }, files: 'read' },
  },
  // --- Staff
  {
    name: 'list-invoices',
    entry: 'functions/invoices/list-invoices.ts',
    description: 'Back-office : les factures et avoirs, par client et par période d’émission',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/invoices', access: 'admin' },
    permissions: { readModels: { invoices: 'read', counts: 'read' } },
  },
  {
    name: 'get-invoice-pdf',
    entry: 'functions/invoices/get-invoice-pdf.ts',
    description: 'Back-office : le lien signé du PDF d’une facture ou d’un avoir',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/invoices/{number}/pdf', access: 'admin' },
    permissions: { readModels: { invoices: 'read' }, files: 'read' },
  },
];
