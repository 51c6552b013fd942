/**
 * Puts changesets read from the feed back in each stream's version order. The feed is sorted by
 * commit id, stamped from the clock of each writer, so version 2 of a stream may come before
 * version 1: it is held until the versions before it have arrived. Duplicates (already released)
 * are dropped. What is still held at the end is a gap that never filled.
 */
export type Sequenced = { streamId: string; version: number; lastVersion: number };
export type StreamGap = { streamId: string; expectedVersion: number; heldVersions: number[] };

export const createStreamSequencer = <Item extends Sequenced>() => {
  const nextVersion = new Map<string, number>();
  const held = new Map<string, Map<number, Item>>();

  const push = (item: Item): Item[] => {
    const expected = nextVersion.get(item.streamId) ?? 1;
    if (item.version < expected) return [];
    if (item.version > expected) {
      const waiting = held.get(item.streamId) ?? new Map<number, Item>();
      waiting.set(item.version, item);
      held.set(item.streamId, waiting);
      return [];
    }
    const released = [item];
    let next = item.lastVersion + 1;
    const waiting = held.get(item.streamId);
    for (let following = waiting?.get(next); following; following = waiting?.get(next)) {
      waiting?.delete(next);
      released.push(following);
      next = following.lastVersion + 1;
    }
    if (waiting?.size === 0) held.delete(item.streamId);
    nextVersion.set(item.streamId, next);
    return released;
  };

  const gaps = (): StreamGap[] =>
    [...held].map(([streamId, waiting]) => ({
      streamId,
      expectedVersion: nextVersion.get(streamId) ?? 1,
      heldVersions: [...waiting.keys()].sort((a, b) => a - b),
    }));

  return { push, gaps };
};
