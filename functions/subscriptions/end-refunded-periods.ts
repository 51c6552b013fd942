import { anyReaction, reactionHandler } from '../platform/reaction';
import { refundedPeriodReaction } from './refunded-period-reaction';

export const handler = reactionHandler(anyReaction(refundedPeriodReaction));
