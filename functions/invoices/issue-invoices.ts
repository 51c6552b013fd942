import { anyReaction, reactionHandler } from '../platform/reaction';
import { invoicingReaction } from './invoicing-reaction';

export const handler = reactionHandler(anyReaction(invoicingReaction));
