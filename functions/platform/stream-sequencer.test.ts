import { describe, expect, it } from 'vitest';
import { createStreamSequencer } from './stream-sequencer';

const at = (streamId: string, version: number, lastVersion = version) => ({ streamId, version, lastVersion });

describe('the stream sequencer', () => {
  it('holds a changeset until the versions before it arrive, then releases them in version order', () => {
    const sequencer = createStreamSequencer();
    expect(sequencer.push(at('a', 3))).toEqual([]);
    expect(sequencer.push(at('b', 1))).toEqual([at('b', 1)]);
    expect(sequencer.push(at('a', 2))).toEqual([]);
    expect(sequencer.push(at('a', 1))).toEqual([at('a', 1), at('a', 2), at('a', 3)]);
    expect(sequencer.gaps()).toEqual([]);
  });

  it('follows changesets of several events and drops what it has already released', () => {
    const sequencer = createStreamSequencer();
    expect(sequencer.push(at('a', 4))).toEqual([]);
    expect(sequencer.push(at('a', 1, 3))).toEqual([at('a', 1, 3), at('a', 4)]);
    expect(sequencer.push(at('a', 1, 3))).toEqual([]);
    expect(sequencer.push(at('a', 4))).toEqual([]);
    expect(sequencer.push(at('a', 5))).toEqual([at('a', 5)]);
  });

  it('names the streams left with a hole', () => {
    const sequencer = createStreamSequencer();
    sequencer.push(at('a', 1));
    sequencer.push(at('a', 3));
    sequencer.push(at('a', 5));
    sequencer.push(at('b', 2));
    expect(sequencer.gaps()).toEqual([
      { streamId: 'a', expectedVersion: 2, heldVersions: [3, 5] },
      { streamId: 'b', expectedVersion: 1, heldVersions: [2] },
    ]);
  });
});
