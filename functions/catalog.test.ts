import { describe, expect, it } from 'vitest';
import { allReactions } from './catalog';
import { unionOfPermissions } from './platform/handler-entry';
import { reconcilerName } from './system/reconciler-name';
import { manifest } from './manifest';

describe('the permissions of the reconciliation', () => {
  it('keeps, in a union of permissions, the stronger level of each dependency and every read model of both', () => {
    expect(
      unionOfPermissions(
        { eventStore: 'read', readModels: { customers: 'read', reservations: 'write' }, mail: 'status' },
        { eventStore: 'append', readModels: { customers: 'write', parcels: 'read' }, mail: 'send', stripe: 'use' },
      ),
    ).toEqual({ eventStore: 'append', readModels: { customers: 'write', reservations: 'write', parcels: 'read' }, mail: 'send', stripe: 'use' });
    expect(unionOfPermissions({ files: 'write' }, { files: 'probe' })).toEqual({ files: 'write' });
    expect(unionOfPermissions({}, {})).toEqual({});
  });

  it('re-drives every handler that mails a customer on an event: each is a reaction of the catalog', () => {
    const reactions = new Set(allReactions.map((reaction) => reaction.name));
    const mailersOnEvents = manifest.filter((entry) => entry.trigger.kind === 'events' && entry.permissions.mail === 'send').map((entry) => entry.name);
    expect(mailersOnEvents).toEqual(expect.arrayContaining(['send-shipment-mails', 'send-return-mails', 'send-support-reply-mails', 'send-subscription-mails', 'send-purchase-mails']));
    expect(mailersOnEvents.filter((name) => !reactions.has(name))).toEqual([]);
  });

  it('may do what each reaction it re-drives may do', () => {
    const reconciler = manifest.find((entry) => entry.name === reconcilerName);
    if (!reconciler) throw new Error('réconciliation absente du manifeste');
    for (const reaction of allReactions) {
      const entry = manifest.find((candidate) => candidate.name === reaction.name);
      if (!entry) throw new Error(`réaction ${reaction.name} absente du manifeste`);
      expect(unionOfPermissions(reconciler.permissions, entry.permissions), reaction.name).toEqual(reconciler.permissions);
    }
    expect(reconciler.permissions).toMatchObject({ mail: 'send', readModels: { reservations: 'write', checkpoints: 'write', notifications: 'write' } });
  });
});
