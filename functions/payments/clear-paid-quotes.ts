import { anyReaction, reactionHandler } from '../platform/reaction';
import { quotePaymentReaction } from './quote-payment-reaction';

export const handler = reactionHandler(anyReaction(quotePaymentReaction));
