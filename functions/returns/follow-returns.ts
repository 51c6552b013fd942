import { anyReaction, reactionHandler } from '../platform/reaction';
import { parcelFollowsReturnReaction } from './parcel-follows-return-reaction';

export const handler = reactionHandler(anyReaction(parcelFollowsReturnReaction));
