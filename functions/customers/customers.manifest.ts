import { projectionEntry } from '../tables';
import type { HandlerEntry } from '../platform/handler-entry';
import { customersProjection } from './customers-projection';

/** Customers: the signed-in person's profile, the back office's customer pages, the customers projection. */
export const customerHandlers: readonly HandlerEntry[] = [
  {
    name: 'get-me',
    entry: 'functions/customers/get-me.ts',
    description: 'Profil de la personne connectée',
    trigger: { kind: 'http', method: 'GET', path: '/api/me', access: 'customer' },
    // eventStore: the plan in force, from the subscription's events
    permissions: { eventStore: 'read', readModels: { customers: 'read' } },
  },
  {
    name: 'update-contact',
    entry: 'functions/customers/update-contact.ts',
    description: 'Compte : téléphone et adresse postale',
    trigger: { kind: 'http', method: 'PUT', path: '/api/me/contact', access: 'customer' },
    permissions: { eventStore: 'append', readModels: { customers: 'read' } },
  },
  {
    name: 'get-notification-preferences',
    entry: 'functions/customers/get-notification-preferences.ts',
    description: 'Compte : les e-mails que le client choisit de recevoir',
    trigger: { kind: 'http', method: 'GET', path: '/api/me/notification-preferences', access: 'customer' },
    permissions: { eventStore: 'read' },
  },
  {
    name: 'change-notification-preferences',
    entry: 'functions/customers/change-notification-preferences.ts',
    description: 'Compte : choix des e-mails non transactionnels reçus (un événement du client)',
    trigger: { kind: 'http', method: 'PUT', path: '/api/me/notification-preferences', access: 'customer' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'request-email-change',
    entry: 'functions/customers/request-email-change.ts',
    description: 'Compte : nouvelle adresse email, à confirmer par le lien envoyé',
    trigger: { kind: 'http', method: 'POST', path: '/api/me/email', access: 'customer' },
    permissions: { eventStore: 'append', mail: 'send', readModels: { rateLimits: 'write', reservations: 'write' } },
  },
  {
    name: 'change-password',
    entry: 'functions/customers/change-password.ts',
    description: 'Compte : nouveau mot de passe (avec le mot de passe actuel)',
    trigger: { kind: 'http', method: 'POST', path: '/api/me/password', access: 'customer' },
    permissions: { eventStore: 'append', userPool: 'manage', readModels: { rateLimits: 'write' } },
  },
  {
    name: 'manage-admin-rights',
    entry: 'functions/customers/manage-admin-rights.ts',
    description: 'Donne ou retire les droits administrateur (opérateur)',
    trigger: { kind: 'task', script: 'admin:grant / admin:revoke' },
    permissions: { eventStore: 'append', userPool: 'manage', readModels: { reservations: 'read' } },
  },
  {
    name: 'list-customers',
    entry: 'functions/customers/list-customers.ts',
    description: 'Back-office : les clients',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers', access: 'admin' },
    // the list's total is in the counts read model
    permissions: { readModels: { customers: 'read', counts: 'read' } },
  },
  {
    name: 'get-customer',
    entry: 'functions/customers/get-customer.ts',
    description: 'Back-office : un client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers/{customerId}', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'list-users',
    entry: 'functions/customers/list-users.ts',
    description: 'Back-office : les utilisateurs (recherche, filtres)',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/users', access: 'admin' },
    permissions: { readModels: { customers: 'read', counts: 'read' } },
  },
  {
    name: 'get-user-counters',
    entry: 'functions/customers/get-user-counters.ts',
    description: 'Back-office : les compteurs des utilisateurs',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/users/counters', access: 'admin' },
    permissions: { readModels: { counts: 'read' } },
  },
  projectionEntry(customersProjection, 'functions/customers/project-customers.ts'),
];
