import { anyReaction, reactionHandler } from '../platform/reaction';
import { refundedPeriodStorageReaction } from './refunded-period-storage-reaction';

export const handler = reactionHandler(anyReaction(refundedPeriodStorageReaction));
