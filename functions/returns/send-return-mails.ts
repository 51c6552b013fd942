import { anyReaction, reactionHandler } from '../platform/reaction';
import { returnMailsReaction } from './return-mails';

export const handler = reactionHandler(anyReaction(returnMailsReaction));
