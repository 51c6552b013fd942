import { describe, expect, it } from 'vitest';
import { compatibleCarriers, trackingProgressOf } from './tracking-progress';

describe('the progress of a parcel on /suivi', () => {
  it('is at the warehouse (25 %, no stage) until shipped, half-way once shipped, complete once delivered', () => {
    expect(trackingProgressOf('stored')).toEqual({ code: 'other', percent: 25, colour: 'gray', stagesReached: 0 });
    expect(trackingProgressOf('shipped')).toEqual({ code: 'in_transit', percent: 50, colour: 'blue', stagesReached: 2 });
    expect(trackingProgressOf('delivered')).toEqual({ code: 'delivered', percent: 100, colour: 'green', stagesReached: 4 });
    expect(trackingProgressOf('returned').colour).toBe('red');
  });

  it('names about fourteen carriers', () => {
    expect(compatibleCarriers).toHaveLength(14);
  });
});
