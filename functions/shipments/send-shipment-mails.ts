import { anyReaction, reactionHandler } from '../platform/reaction';
import { shipmentMailsReaction } from './shipment-mails';

export const handler = reactionHandler(anyReaction(shipmentMailsReaction));
