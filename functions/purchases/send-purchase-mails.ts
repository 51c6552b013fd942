import { anyReaction, reactionHandler } from '../platform/reaction';
import { purchaseMailsReaction } from './purchase-mails';

export const handler = reactionHandler(anyReaction(purchaseMailsReaction));
