import type { StoredEvent } from '../../events/catalog';

/**
 * An auditors' check over the whole history, registered like a projection: the replay feeds it,
 * in each stream's version order, the events it declares, then prints what it found. A finding is
 * a breach of a rule that money must keep (a quote that does not add up, a parcel gone unpaid).
 */
export type AuditFinding = { streamId: string; rule: string; message: string };

/** One run of an audit over the history: it observes events, then reports. */
export type AuditRun<Event extends StoredEvent = StoredEvent> = {
  observe: (event: Event) => void;
  report: () => readonly AuditFinding[];
  /** what was checked, in French (`12 expédition(s)`) */
  summary: () => string;
};

export type Audit<Event extends StoredEvent = StoredEvent> = {
  name: string;
  /** the heading of its part of the replay's report, in French */
  title: string;
  /** the events it observes */
  observes: (event: StoredEvent) => event is Event;
  start: () => AuditRun<Event>;
};

/** Any audit, as the catalog holds them side by side: each run sees only the events its audit observes. */
export type AnyAudit = { name: string; title: string; start: () => AuditRun };

export const anyAudit = <Event extends StoredEvent>(audit: Audit<Event>): AnyAudit => ({
  name: audit.name,
  title: audit.title,
  start: () => {
    const run = audit.start();
    return { ...run, observe: (event) => (audit.observes(event) ? run.observe(event) : undefined) };
  },
});
