import { projectionEntry } from '../tables';
import type { HandlerEntry } from '../platform/handler-entry';
import { statisticsProjection } from './statistics-projection';

/** The back office's statistics: a projection of the other aggregates' events, and its one read. */
export const statisticsHandlers: readonly HandlerEntry[] = [
  projectionEntry(statisticsProjection, 'functions/statistics/project-statistics.ts'),
  {
    name: 'get-statistics',
    entry: 'functions/statistics/get-statistics.ts',
    description: 'Back-office : statistiques (utilisateurs, colis, chiffre d’affaires encaissé, abonnements actifs, séries mensuelles)',
    trigger: { kind: 'http', method: 'GET', path: '/admin/api/statistics', access: 'admin' },
    permissions: { readModels: { counts: 'read' } },
  },
];
