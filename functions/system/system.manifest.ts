import { everyReadModel } from '../tables';
import { reconcilerName } from './reconciler-name';
import type { HandlerEntry } from '../platform/handler-entry';

/** The platform's own handlers: health, publication of the event store, reconciliation of the read models. */
export const systemHandlers: readonly HandlerEntry[] = [
  {
    name: 'get-health',
    entry: 'functions/system/get-health.ts',
    description: "État de chaque dépendance (événements, modèles de lecture, fichiers, e-mail), en GET et en HEAD",
    trigger: { kind: 'http', method: 'GET', path: '/api/health', access: 'public', withoutSession: true, answersHead: true },
    permissions: { eventStore: 'describe', readModels: everyReadModel('describe'), files: 'probe', mail: 'status' },
  },
  {
    name: 'check-health',
    entry: 'functions/system/check-health.ts',
    description: 'Vérification planifiée des dépendances : classée, gardée 24 h, publiée en métriques (niveau, disponibilité)',
    // EventBridge Scheduler's finest rate is a minute; locally, every 30 s as the browsers check.
    trigger: { kind: 'schedule', expression: 'rate(1 minute)', localExpression: 'rate(30 seconds)' },
    permissions: { eventStore: 'describe', readModels: { ...everyReadModel('describe'), healthChecks: 'append' }, files: 'probe', mail: 'status' },
  },
  {
    name: 'get-health-history',
    entry: 'functions/system/get-health-history.ts',
    description: 'Back-office : historique de santé des dernières 24 h et disponibilité',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/health/history', access: 'admin' },
    permissions: { readModels: { healthChecks: 'read' } },
  },
  {
    name: 'publish-changesets',
    entry: 'functions/system/publish-changesets.ts',
    description: "Publie chaque changeset validé sur le bus d'événements",
    trigger: { kind: 'event-store-stream' },
    // healthChecks: a quarantined changeset is counted for the health page.
    permissions: { bus: 'publish', readModels: { healthChecks: 'write' } },
  },
  {
    name: reconcilerName,
    entry: 'functions/system/reconcile-read-models.ts',
    description:
      'Rapproche du flux, depuis leur point de reprise, chaque modèle de lecture (compteurs compris) et chaque réaction (événements en lettre morte compris)',
    trigger: { kind: 'schedule', expression: 'rate(15 minutes)' },
    // A run's readers share one 20 s budget (reconcileDefaults.maxMs) and may overrun it by a slice: 60 s leaves room.
    timeoutSeconds: 60,
    // eventStore append: the reactions it re-drives append their commands; checkpoints: where each reader stands;
    // healthChecks: the changesets it left behind, counted for the health page.
    // The manifest adds what each reaction's own handler may do (withReactionsAccess).
    permissions: { eventStore: 'append', readModels: { ...everyReadModel('write'), checkpoints: 'write', healthChecks: 'write' } },
  },
];
