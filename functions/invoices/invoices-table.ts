import type { TableDefinition } from '../platform/tables';

/**
 * The invoicing read model: one row per document (invoice or credit note), keyed by its number
 * (`documentNumber`: `number` is a reserved word of DynamoDB's expressions).
 * Listed by customer newest first (their "Mes factures"), all newest first (the back office), and
 * found by payment (the credit note of a refund names its payment's invoice).
 */
export const invoicesTable = {
  name: 'InvoicesReadModel',
  envVar: 'INVOICES_TABLE',
  partitionKey: { name: 'documentNumber', type: 'S' },
  indexes: {
    byCustomer: { partitionKey: { name: 'customerId', type: 'S' }, sortKey: { name: 'issuedKey', type: 'S' } },
    all: { partitionKey: { name: 'listPartition', type: 'S' }, sortKey: { name: 'issuedKey', type: 'S' } },
    byPayment: { partitionKey: { name: 'paymentId', type: 'S' }, sortKey: { name: 'issuedKey', type: 'S' } },
  },
  kind: 'read-model',
} as const satisfies TableDefinition;
