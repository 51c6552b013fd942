import { anyReaction, reactionHandler } from '../platform/reaction';
import { quoteRefundReaction } from './quote-refund-reaction';

export const handler = reactionHandler(anyReaction(quoteRefundReaction));
