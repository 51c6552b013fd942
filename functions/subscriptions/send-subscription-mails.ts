import { anyReaction, reactionHandler } from '../platform/reaction';
import { subscriptionMailsReaction } from './subscription-mails';

export const handler = reactionHandler(anyReaction(subscriptionMailsReaction));
