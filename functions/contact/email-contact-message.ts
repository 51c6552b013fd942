import { anyReaction, reactionHandler } from '../platform/reaction';
import { contactMailsReaction } from './contact-mails';

export const handler = reactionHandler(anyReaction(contactMailsReaction));
