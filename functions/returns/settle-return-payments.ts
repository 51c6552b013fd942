import { anyReaction, reactionHandler } from '../platform/reaction';
import { returnPaymentsReaction } from './return-payments-reaction';

export const handler = reactionHandler(anyReaction(returnPaymentsReaction));
