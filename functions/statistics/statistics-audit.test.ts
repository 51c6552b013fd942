import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '../../events/catalog';
import { streamIdOf } from '../../events/envelope';
import { formatEuros } from '../../domain/shared/french-format';
import { buildChangeset } from '../platform/command';
import { anyAudit } from '../platform/audit';
import { statisticsAudit } from './statistics-audit';
import { streamStart } from '../platform/changeset';

const paymentEvents = (paymentId: string, events: DomainEvent[]): StoredEvent[] =>
  buildChangeset({
    streamId: streamIdOf('payment', paymentId),
    streamType: 'payment',
    currentVersion: streamStart,
    events,
    context: { commandId: randomUUID(), requestFingerprint: 'test', correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'test' }, now: new Date('2026-04-02T10:00:00Z') },
  }).events;

describe('the auditors’ check of the statistics’ revenue', () => {
  it('finds the revenue the statistics keep equal to the payments succeeded minus refunded, overall and per Paris month', () => {
    const run = anyAudit(statisticsAudit).start();
    const events = [
      ...paymentEvents('pay1', [
        { type: 'PaymentSucceeded', data: { paymentId: 'pay1', amountCents: 9000, paymentIntentId: 'pi_1', paidAt: '2026-03-31T23:30:00.000Z' } },
        { type: 'PaymentRefunded', data: { paymentId: 'pay1', refundId: 're_1', refundKey: 'k1', amountCents: 1000, refundedAt: '2026-04-10T10:00:00.000Z' } },
      ]),
      ...paymentEvents('pay2', [{ type: 'PaymentSucceeded', data: { paymentId: 'pay2', amountCents: 500, paymentIntentId: 'pi_2', paidAt: '2026-03-30T10:00:00.000Z' } }]),
    ];
    events.forEach(run.observe);
    expect(run.report()).toEqual([]);
    expect(run.summary()).toBe(`2 paiement(s) encaissé(s), chiffre d’affaires ${formatEuros(8500)}`);
  });
});
