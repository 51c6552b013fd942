import type { StoredEvent } from '../../events/catalog';
import type { DocumentSeries, InvoiceEvent } from '../../events/invoice-events';
import { streamIdOf } from '../../events/envelope';
import { causeOfDocument, invoicingDecider, paymentCause, refundCause, type InvoicingCommand } from '../../domain/invoice/invoicing';
import { seriesKeyOf } from '../../domain/invoice/numbering';
import { foldEvents } from '../../domain/shared/decider';
import { buildChangeset, type CommandContext } from '../platform/command';
import { streamStart, type StreamEnd } from '../platform/changeset';
import { appendChangeset, streamTail, StreamVersionConflictError } from '../platform/event-store';

/**
 * Issues a document in its series without a gap, once per cause, however many writers run at once.
 *
 * The number is the version of the series' stream: the document is appended right after the last
 * changeset read, with the store's conditional put, so two writers that read the same end cannot
 * both take the next number; the loser reads the tail again and takes the one after (or finds that
 * its cause was documented meanwhile).
 *
 * Finding an existing document: only the tail is read, back to the cause's instant (less a margin for
 * clocks). Why not a reservation per cause: it would be a second write that a crash can separate from
 * the append (a reservation without its document, or the reverse), to be healed by the very scan it
 * would replace. A document is always stamped after its cause (its reaction runs after the cause is
 * committed), so one older than the cause by more than the clocks can differ cannot be its document,
 * nor can anything before it: the scan stops there. Its length is the number of documents issued
 * since the cause, a handful when the reaction runs on delivery or on the reconciliation's re-drive.
 */
const clockMarginMs = 10 * 60_000;

/** A series' stream holds documents only; anything else in it is not one of its numbers. */
const isDocument = (event: StoredEvent): event is StoredEvent<InvoiceEvent> => event.type === 'InvoiceIssued' || event.type === 'CreditNoteIssued';
/** one number per write: the last of 60 writers at once still gets its own */
const maxAttempts = 60;

export type IssuedDocument<Event extends InvoiceEvent = InvoiceEvent> = { event: Event; appended: boolean };

export const issueInSeries = async (options: {
  series: DocumentSeries;
  year: number;
  command: InvoicingCommand;
  /** the cause's instant: no document of it can be older (less the margin) */
  causeAt: string;
  context: CommandContext;
}): Promise<IssuedDocument> => {
  const streamId = streamIdOf('invoicing', seriesKeyOf(options.series, options.year));
  const oldest = Date.parse(options.causeAt) - clockMarginMs;
  const cause = options.command.type === 'IssueInvoice' ? paymentCause(options.command.payment.paymentId) : refundCause(options.command.refund.refundId);
  for (let attempt = 1; ; attempt += 1) {
    // The tail comes newest first: its first changeset ends the stream.
    let end: StreamEnd | undefined;
    const tail: InvoiceEvent[] = [];
    let found: InvoiceEvent | undefined;
    for await (const changeset of streamTail(streamId)) {
      end ??= changeset.lastVersion;
      const events = changeset.events.filter(isDocument);
      found = events.find((event) => causeOfDocument(event) === cause);
      if (found || Date.parse(changeset.occurredAt) < oldest) break;
      tail.unshift(...events);
    }
    if (found) return { event: found, appended: false };
    const lastVersion = end ?? streamStart;
    const state = { ...foldEvents(invoicingDecider, tail), lastSequence: lastVersion };
    const decided = invoicingDecider.decide(options.command, state);
    const [event] = decided;
    if (!event) throw new Error(`${cause} est déjà documenté dans ${streamId} sans y être trouvé`);
    try {
      await appendChangeset(buildChangeset({ streamId, streamType: 'invoicing', currentVersion: lastVersion, events: decided, context: options.context }));
      return { event, appended: true };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= maxAttempts) throw error;
      // Another document took this number: read the tail again, after a short random pause.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 5)));
    }
  }
};
