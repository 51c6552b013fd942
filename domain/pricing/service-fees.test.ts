import { describe, expect, it } from 'vitest';
import { returnCostCents } from './service-fees';

describe('return to mainland France (spec 2, section 9)', () => {
  it('prices by band, then by urgency, to the cent', () => {
    expect(returnCostCents(0.8, 'normal')).toBe(850);
    expect(returnCostCents(1, 'faible')).toBe(680);
    expect(returnCostCents(3, 'urgent')).toBe(1625);
    expect(returnCostCents(10, 'critique')).toBe(2960);
    expect(returnCostCents(12.5, 'normal')).toBe(3125);
    expect(returnCostCents(12.5, 'urgent')).toBe(4063);
  });
});
