import type { StreamEnd } from '../changeset';

/**
 * A stream end that a test or a benchmark vouches for itself: the version after which it fabricates events
 * or seeds changesets it numbers on its own. Production code takes its ends from the store only.
 */
export const vouchedEnd = (version: number) => version as StreamEnd;
