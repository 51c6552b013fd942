import type { ParcelReturned, ParcelReturnReleased, ParcelReturnStarted } from '../../events/parcel-events';
import type { CommandMetadata } from '../shared/decider';
import { NotFoundError } from '../shared/errors';
import { parcelNotFoundMessage, type ParcelState } from './parcel';
import { storageDayOf } from './storage';
import { isInStorage } from './storage-commands';

/**
 * What a return request's events do to its parcel (DECISIONS, "Money, proven": a parcel in a return
 * stops accruing when the return starts). Sent by the returns reaction, at least once: each step
 * repeated changes nothing.
 */
export type ReturnStep = { step: 'started' } | { step: 'released' } | { step: 'returned' };

export type ApplyReturnStep = {
  type: 'ApplyReturnStep';
  data: { parcelId: string; returnId: string } & ReturnStep;
  metadata: CommandMetadata;
};

type ReturnStepEvent = ParcelReturnStarted | ParcelReturnReleased | ParcelReturned;

export const applyReturnStep = ({ data, metadata }: ApplyReturnStep, state: ParcelState): ReturnStepEvent[] => {
  if (state.status === 'unknown') throw new NotFoundError(parcelNotFoundMessage);
  const { parcelId, returnId } = data;
  const ours = state.returnId === returnId;
  switch (data.step) {
    case 'started':
      // Which request holds the parcel was decided when the request was made; a parcel that left storage since stays as it is.
      return ours || state.returnId !== null || !isInStorage(state.status) ? [] : [{ type: 'ParcelReturnStarted', data: { parcelId, returnId } }];
    case 'released':
      return ours && state.status !== 'returned' ? [{ type: 'ParcelReturnReleased', data: { parcelId, returnId, resumedAfter: storageDayOf(metadata.now) } }] : [];
    case 'returned':
      return state.status === 'returned' || !ours ? [] : [{ type: 'ParcelReturned', data: { parcelId, returnId } }];
  }
};
