import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ulidSchema } from '../../events/envelope';
import { newCommitUlid, newUlid, ulidAt } from './ids';

const randomPartOf = (id: string) => id.slice(10);

describe('ids', () => {
  it('stamps ULIDs that sort in the order they were made, within a millisecond and across', () => {
    const start = Date.parse('2026-11-29T10:00:00.000Z');
    const ids = Array.from({ length: 5000 }, (_unused, index) => newUlid(new Date(start + Math.floor(index / 3))));
    for (const id of ids) expect(ulidSchema.safeParse(id).success).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(decodeTime(ids.at(-1) ?? '')).toBe(start + Math.floor(4999 / 3));
  });

  it('draws the random part afresh for each new millisecond, over the whole alphabet, beyond one pool of bytes', () => {
    const start = Date.parse('2026-11-29T11:00:00.000Z');
    // 16 bytes an id: 1,000 ids use four pools of 4,096 bytes.
    const randomParts = Array.from({ length: 1000 }, (_unused, index) => randomPartOf(newUlid(new Date(start + index))));
    expect(new Set(randomParts).size).toBe(randomParts.length);
    const characters = new Map<string, number>();
    for (const character of randomParts.join('')) characters.set(character, (characters.get(character) ?? 0) + 1);
    // 16,000 characters over 32: each expected 500 times; an uneven draw (a bias, a pool reused) falls far outside.
    expect(characters.size).toBe(32);
    for (const count of characters.values()) expect(count).toBeGreaterThan(380);
    for (const count of characters.values()) expect(count).toBeLessThan(620);
  });

  it('stamps a ULID of exactly the time asked, even before the last one', () => {
    const later = newUlid(new Date('2026-11-29T12:00:00.000Z'));
    const earlier = ulidAt(new Date('2026-11-29T09:00:00.000Z'));
    expect(decodeTime(earlier)).toBe(Date.parse('2026-11-29T09:00:00.000Z'));
    expect(earlier < later).toBe(true);
  });

  // Last: the event ids' sequence is left 40 days ahead.
  it('stamps a commit on its own time after an event id stamped ahead of it (the runtime’s shifted clock)', () => {
    const wall = Date.parse('2026-12-07T12:00:00.000Z');
    newUlid(new Date(wall + 40 * 86_400_000));
    expect(decodeTime(newCommitUlid(new Date(wall)))).toBe(wall);
    const later = [newCommitUlid(new Date(wall)), newCommitUlid(new Date(wall + 1))];
    expect([...later].sort()).toEqual(later);
  });
});
