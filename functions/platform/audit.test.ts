import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../events/catalog';
import { allAudits } from '../catalog';
import { anyAudit, type Audit } from './audit';

describe('audits registered like projections', () => {
  it('let each run observe only the events its audit declares', () => {
    const seen: string[] = [];
    const audit: Audit = {
      name: 'test',
      title: 'Contrôle de test',
      observes: (event): event is StoredEvent => event.streamType === 'shipment',
      start: () => ({ observe: (event) => seen.push(event.streamId), report: () => [], summary: () => `${seen.length} flux` }),
    };
    const run = anyAudit(audit).start();
    run.observe({ streamId: 'parcel-1', streamType: 'parcel' } as StoredEvent);
    run.observe({ streamId: 'shipment-1', streamType: 'shipment' } as StoredEvent);
    expect(seen).toEqual(['shipment-1']);
  });

  it('are listed in the catalog, the shipment checks among them, so the replay runs them without being edited', () => {
    expect(allAudits.map((audit) => audit.name)).toContain('shipments');
    const run = allAudits.find((audit) => audit.name === 'shipments')?.start();
    expect(run?.report()).toEqual([]);
    expect(run?.summary()).toBe('0 expédition(s)');
  });
});
