import { anyReaction, reactionHandler } from '../platform/reaction';
import { subscriptionPaymentReaction } from './subscription-payment-reaction';

export const handler = reactionHandler(anyReaction(subscriptionPaymentReaction));
