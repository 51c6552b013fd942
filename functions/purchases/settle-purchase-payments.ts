import { anyReaction, reactionHandler } from '../platform/reaction';
import { purchasePaymentReaction } from './purchase-payment-reaction';

export const handler = reactionHandler(anyReaction(purchasePaymentReaction));
