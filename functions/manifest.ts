import type { EventType } from '../events/catalog';
import type { ReadModelName } from './platform/table-definitions';

export { allTables, eventsTable, readModelTables } from './platform/table-definitions';
export type { ReadModelName, TableDefinition } from './platform/table-definitions';

export type Access = 'public' | 'customer' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Trigger =
  | { kind: 'http'; method: HttpMethod; path: string; access: Access }
  | { kind: 'events'; eventTypes: readonly EventType[] }
  /** EventBridge Scheduler expression; the local scheduler understands rate(n minute|minutes|hour|hours|day|days) */
  | { kind: 'schedule'; expression: string }
  /** the event store table's stream (AWS only: locally the runtime tails the feed) */
  | { kind: 'event-store-stream' };

/**
 * What a handler may touch; the CDK app grants exactly this and nothing more. The `describe`, `probe`
 * and `status` levels are a health probe's: they show that a dependency answers, never its data.
 */
export type Permissions = {
  /** `describe`: the table's description only (DescribeTable) */
  eventStore?: 'describe' | 'read' | 'append';
  readModels?: Partial<Record<ReadModelName, 'describe' | 'read' | 'write'>>;
  /** `probe`: the bucket's location only (GetBucketLocation), no object and no listing */
  files?: 'probe' | 'read' | 'write';
  /** `status`: the account's sending state only (GetAccount); `send`: send from the product's domain */
  mail?: 'status' | 'send';
  userPool?: 'sign-in' | 'manage';
  bus?: 'publish';
};

export type HandlerEntry = {
  name: string;
  /** path from the repository root to the file exporting `handler` */
  entry: string;
  description: string;
  trigger: Trigger;
  permissions: Permissions;
};

export const manifest: readonly HandlerEntry[] = [
  {
    name: 'get-health',
    entry: 'functions/platform/get-health.ts',
    description: "État de chaque dépendance (événements, modèles de lecture, fichiers, e-mail)",
    trigger: { kind: 'http', method: 'GET', path: '/api/health', access: 'public' },
    permissions: { eventStore: 'describe', readModels: { parcels: 'describe', customers: 'describe' }, files: 'probe', mail: 'status' },
  },
  {
    name: 'check-health',
    entry: 'functions/platform/check-health.ts',
    description: 'Vérification planifiée des dépendances, journalisée',
    trigger: { kind: 'schedule', expression: 'rate(5 minutes)' },
    permissions: { eventStore: 'describe', readModels: { parcels: 'describe', customers: 'describe' }, files: 'probe', mail: 'status' },
  },
  {
    name: 'publish-changesets',
    entry: 'functions/platform/publish-changesets.ts',
    description: "Publie chaque changeset validé sur le bus d'événements",
    trigger: { kind: 'event-store-stream' },
    permissions: { bus: 'publish' },
  },
  {
    name: 'sign-in',
    entry: 'functions/auth/sign-in.ts',
    description: 'Ouvre une session (cookies httpOnly)',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/login', access: 'public' },
    permissions: { userPool: 'sign-in', readModels: { customers: 'read' } },
  },
  {
    name: 'sign-out',
    entry: 'functions/auth/sign-out.ts',
    description: 'Ferme la session',
    trigger: { kind: 'http', method: 'POST', path: '/api/auth/logout', access: 'public' },
    permissions: {},
  },
  {
    name: 'get-me',
    entry: 'functions/customers/get-me.ts',
    description: 'Profil de la personne connectée',
    trigger: { kind: 'http', method: 'GET', path: '/api/me', access: 'customer' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'declare-parcel',
    entry: 'functions/parcels/declare-parcel.ts',
    description: "Le client déclare un colis en route vers l'entrepôt",
    trigger: { kind: 'http', method: 'POST', path: '/api/parcels', access: 'customer' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'list-my-parcels',
    entry: 'functions/parcels/list-my-parcels.ts',
    description: 'Les colis du client, du plus récent au plus ancien',
    trigger: { kind: 'http', method: 'GET', path: '/api/parcels', access: 'customer' },
    permissions: { readModels: { parcels: 'read' } },
  },
  {
    name: 'get-my-parcel',
    entry: 'functions/parcels/get-my-parcel.ts',
    description: "Un colis du client (404 s'il n'est pas à lui)",
    trigger: { kind: 'http', method: 'GET', path: '/api/parcels/{parcelId}', access: 'customer' },
    permissions: { readModels: { parcels: 'read' } },
  },
  {
    name: 'list-parcels',
    entry: 'functions/admin/list-parcels.ts',
    description: 'Back-office : tous les colis, filtrables par statut et par client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcels', access: 'admin' },
    permissions: { readModels: { parcels: 'read' } },
  },
  {
    name: 'get-parcel',
    entry: 'functions/admin/get-parcel.ts',
    description: "Back-office : un colis et l'identité de son client",
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/parcels/{parcelId}', access: 'admin' },
    permissions: { readModels: { parcels: 'read' } },
  },
  {
    name: 'receive-parcel',
    entry: 'functions/admin/receive-parcel.ts',
    description: "Back-office : enregistre la réception d'un colis à l'entrepôt (poids, dimensions)",
    trigger: { kind: 'http', method: 'POST', path: '/admin/api/parcels/{parcelId}/receive', access: 'admin' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'list-customers',
    entry: 'functions/admin/list-customers.ts',
    description: 'Back-office : les clients',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'get-customer',
    entry: 'functions/admin/get-customer.ts',
    description: 'Back-office : un client',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/customers/{customerId}', access: 'admin' },
    permissions: { readModels: { customers: 'read' } },
  },
  {
    name: 'send-contact-message',
    entry: 'functions/contact/send-contact-message.ts',
    description: 'Un visiteur ou un client écrit au support (formulaire de contact)',
    trigger: { kind: 'http', method: 'POST', path: '/api/contact', access: 'public' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'email-contact-message',
    entry: 'functions/contact/email-contact-message.ts',
    description: 'Transmet chaque message de contact au support par e-mail',
    trigger: { kind: 'events', eventTypes: ['ContactMessageReceived'] },
    permissions: { mail: 'send' },
  },
  {
    name: 'subscribe-to-newsletter',
    entry: 'functions/newsletter/subscribe-to-newsletter.ts',
    description: "Demande d'inscription à la newsletter, avec e-mail de confirmation (double opt-in)",
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/subscriptions', access: 'public' },
    permissions: { eventStore: 'append', mail: 'send' },
  },
  {
    name: 'confirm-newsletter-subscription',
    entry: 'functions/newsletter/confirm-newsletter-subscription.ts',
    description: "Confirme l'inscription depuis le lien de l'e-mail",
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/confirmation', access: 'public' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'unsubscribe-from-newsletter',
    entry: 'functions/newsletter/unsubscribe-from-newsletter.ts',
    description: 'Désinscription depuis le lien présent dans chaque e-mail',
    trigger: { kind: 'http', method: 'POST', path: '/api/newsletter/unsubscription', access: 'public' },
    permissions: { eventStore: 'append' },
  },
  {
    name: 'project-parcels',
    entry: 'functions/projections/project-parcels.ts',
    description: 'Projection des colis (listes client et back-office)',
    trigger: { kind: 'events', eventTypes: ['ParcelDeclared', 'ParcelReceived'] },
    permissions: { eventStore: 'read', readModels: { parcels: 'write' } },
  },
  {
    name: 'project-customers',
    entry: 'functions/projections/project-customers.ts',
    description: 'Projection des clients',
    trigger: { kind: 'events', eventTypes: ['CustomerRegistered'] },
    permissions: { eventStore: 'read', readModels: { customers: 'write' } },
  },
];

/** The EventBridge source of every domain event published from the event store. */
export const eventSource = 'passerelle.events';
/** Environment variables every handler may receive; the CDK app and the local runtime set them. */
export const environmentVariables = {
  eventBusName: 'EVENT_BUS_NAME',
  filesBucket: 'FILES_BUCKET',
  mailFrom: 'MAIL_FROM',
  supportEmail: 'SUPPORT_EMAIL',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  jwtIssuer: 'JWT_ISSUER',
  jwksUri: 'JWKS_URI',
  cookieSecure: 'COOKIE_SECURE',
  siteUrl: 'SITE_URL',
} as const;
