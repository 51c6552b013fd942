import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceIssued } from '../../events/invoice-events';
import { issueInvoice } from '../../domain/invoice/invoice-test-events';
import { dynamoItems } from '../platform/aws/dynamodb';
import type { CommandContext } from '../platform/command';
import { loadStream } from '../platform/event-store';
import { eventsTable } from '../platform/tables';
import { useInProcessDynamo } from '../platform/testing/in-process-dynamo';
import { issueInSeries } from './series';

/** Each test numbers in a year of its own, so that its series starts empty. */
let nextYear = 2300;
const context = (now = new Date()): CommandContext => ({
  commandId: `issue-invoices:${randomUUID()}`,
  requestFingerprint: 'test',
  correlationId: randomUUID(),
  causationId: null,
  actor: { kind: 'system', id: 'issue-invoices' },
  now,
});
const invoiceIn = (year: number, paymentId: string) => {
  const command = issueInvoice(paymentId, 1_200, `${year}-03-10T10:00:00.000Z`);
  return { series: 'FAC' as const, year, command, causeAt: new Date().toISOString(), context: context() };
};
const numbersOf = async (year: number) =>
  (await loadStream(`invoicing-FAC-${year}`)).flatMap((changeset) => changeset.events).map((event) => (event as InvoiceIssued & { version: number }).data.number);

describe('issuing in a series', () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await useInProcessDynamo([eventsTable]));
  });
  afterAll(async () => stop());

  it('numbers causes issued at the same time one after another, without a gap or a duplicate', async () => {
    const year = (nextYear += 1);
    const issued = await Promise.all(Array.from({ length: 12 }, (_, index) => issueInSeries(invoiceIn(year, `pay-${index}`))));
    expect(issued.every((outcome) => outcome.appended)).toBe(true);
    expect((await numbersOf(year)).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `FAC-${year}-${String(index + 1).padStart(6, '0')}`));
  });

  it('finds the document of a cause already issued (a crash after the append, a redelivery) instead of numbering it again', async () => {
    const year = (nextYear += 1);
    const first = await issueInSeries(invoiceIn(year, 'pay-a'));
    await issueInSeries(invoiceIn(year, 'pay-b'));
    const again = await Promise.all([issueInSeries(invoiceIn(year, 'pay-a')), issueInSeries(invoiceIn(year, 'pay-a'))]);
    expect(again.map((outcome) => [outcome.appended, outcome.event.data.number])).toEqual([
      [false, first.event.data.number],
      [false, first.event.data.number],
    ]);
    expect(await numbersOf(year)).toEqual([`FAC-${year}-000001`, `FAC-${year}-000002`]);
  });

  it('reads the tail back to the cause only: the documents stamped well before it are not read', async () => {
    const year = (nextYear += 1);
    // 30 documents issued an hour before the cause
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (let index = 0; index < 30; index += 1) await issueInSeries({ ...invoiceIn(year, `old-${index}`), context: context(anHourAgo), causeAt: anHourAgo.toISOString() });
    const send = vi.spyOn(dynamoItems(), 'send');
    try {
      const outcome = await issueInSeries(invoiceIn(year, 'new'));
      expect(outcome.event.data.number).toBe(`FAC-${year}-000031`);
      // one page of the tail (its first changeset is already older than the cause), then the calendar and the append
      const queries = send.mock.calls.filter(([command]) => command.constructor.name === 'QueryCommand');
      expect(queries).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
