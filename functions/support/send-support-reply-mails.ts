import { anyReaction, reactionHandler } from '../platform/reaction';
import { supportReplyMailsReaction } from './support-reply-mails';

export const handler = reactionHandler(anyReaction(supportReplyMailsReaction));
