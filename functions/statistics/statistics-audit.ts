import type { StoredEvent } from '../../events/catalog';
import type { PaymentRefunded, PaymentSucceeded } from '../../events/payment-events';
import { monthOf, parisDayOf } from '../../domain/statistics/statistics-calendar';
import { formatEuros } from '../../domain/shared/french-format';
import type { Audit, AuditFinding } from '../platform/audit';
import { anyProjection, contributionsOf, emptyState, foldIntoState, rowKeyString, type ProjectedState } from '../platform/projection';
import { statisticsCounters, statisticsProjection } from './statistics-projection';

type RevenueEvent = StoredEvent & (PaymentSucceeded | PaymentRefunded);

const projection = anyProjection(statisticsProjection);
const revenueMonthPrefix = statisticsCounters.revenueOfMonth('');

/**
 * The auditors' check of the statistics' revenue (DECISIONS, "Statistics"): the revenue the statistics
 * projection keeps, overall and per month, equals the sum of the payment events themselves (succeeded
 * minus refunded, each on its Paris month). The projection is folded here from the same events as the
 * live one; the replay's comparison of the counts read model with its rebuilt twin then carries the
 * equality to the live totals the back office reads.
 */
export const statisticsAudit: Audit<RevenueEvent> = {
  name: 'statistics',
  title: 'Contrôles des statistiques (chiffre d’affaires encaissé)',
  observes: (event): event is RevenueEvent => event.type === 'PaymentSucceeded' || event.type === 'PaymentRefunded',
  start: () => {
    const rows = new Map<string, ProjectedState>();
    const fromEvents = new Map<string, number>();
    let total = 0;
    let payments = 0;
    const add = (month: string, cents: number) => {
      fromEvents.set(month, (fromEvents.get(month) ?? 0) + cents);
      total += cents;
    };
    return {
      observe: (event) => {
        if (event.type === 'PaymentSucceeded') {
          payments += 1;
          add(monthOf(parisDayOf(event.data.paidAt)), event.data.amountCents);
        } else add(monthOf(parisDayOf(event.data.refundedAt)), -event.data.amountCents);
        const key = projection.keyOf(event);
        const id = rowKeyString(key);
        rows.set(id, foldIntoState(projection, key, rows.get(id) ?? emptyState, [event]));
      },
      report: () => {
        const kept = new Map<string, number>();
        for (const state of rows.values()) {
          if (!state.row) continue;
          for (const [counter, cents] of contributionsOf(projection, state.row)) kept.set(counter, (kept.get(counter) ?? 0) + cents);
        }
        const findings: AuditFinding[] = [];
        const keptTotal = kept.get(statisticsCounters.revenue) ?? 0;
        if (keptTotal !== total) {
          findings.push({
            streamId: 'statistics',
            rule: 'revenue-total',
            message: `chiffre d’affaires des statistiques ${formatEuros(keptTotal)}, paiements encaissés moins remboursements ${formatEuros(total)}`,
          });
        }
        const keptMonths = [...kept].filter(([counter]) => counter.startsWith(revenueMonthPrefix)).map(([counter, cents]) => [counter.slice(revenueMonthPrefix.length), cents] as const);
        const months = new Set([...fromEvents.keys(), ...keptMonths.map(([month]) => month)]);
        const keptByMonth = new Map(keptMonths);
        for (const month of [...months].sort()) {
          const expected = fromEvents.get(month) ?? 0;
          const actual = keptByMonth.get(month) ?? 0;
          if (expected !== actual) {
            findings.push({
              streamId: 'statistics',
              rule: 'revenue-month',
              message: `${month} : chiffre d’affaires des statistiques ${formatEuros(actual)}, paiements encaissés moins remboursements ${formatEuros(expected)}`,
            });
          }
        }
        return findings;
      },
      summary: () => `${payments} paiement(s) encaissé(s), chiffre d’affaires ${formatEuros(total)}`,
    };
  },
};
