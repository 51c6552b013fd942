import { projectionEntry } from '../catalog';
import type { HandlerEntry } from '../manifest';
import { customersProjection } from './customers-projection';

/** Customers: the signed-in person's profile, the back office's customer pages, the customers projection. */
export const customerHandlers: readonly HandlerEntry[] = [
  {
    name: 'get-me',
    entry: 'functions/customers/get-me.ts',
    description: 'Profil de la personne connectée',
    trigger: { kind: 'http', method: 'GET', path: '/api/me', access: 'customer' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'list-customers',
    entry: 'functions/customers/list-customers.ts',
    description: 'Back-office : les clients',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'get-customer',
    entry: 'functions/customers/get-customer.ts',
    description: 'Back-office : un client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers/{customerId}', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  projectionEntry(customersProjection, 'functions/customers/project-customers.ts'),
];
