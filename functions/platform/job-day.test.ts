import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/shared/errors';
import { pastOrPresentDayOf } from './job-day';

describe('the day a job run by hand names', () => {
  // 23:30 UTC on 31 December 2026 is already 1 January 2027 in Paris.
  const now = new Date('2026-12-31T23:30:00Z');

  it('may be today in Paris or any day before', () => {
    expect(pastOrPresentDayOf({ date: '2027-01-01' }, now)).toBe('2027-01-01');
    expect(pastOrPresentDayOf({ date: '2026-06-01' }, now)).toBe('2026-06-01');
    expect(pastOrPresentDayOf({}, now)).toBeUndefined();
  });

  it('is refused in the future, with a French message', () => {
    expect(() => pastOrPresentDayOf({ date: '2027-01-02' }, now)).toThrow(ValidationError);
    expect(() => pastOrPresentDayOf({ date: '2099-01-01' }, now)).toThrow(
      'Le 2099-01-01 n’est pas encore arrivé (nous sommes le 2027-01-01 à Paris) : une tâche ne peut pas être exécutée pour un jour futur.',
    );
  });
});
