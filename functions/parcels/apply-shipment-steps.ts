import { anyReaction, reactionHandler } from '../platform/reaction';
import { shipmentStepsReaction } from './shipment-steps-reaction';

export const handler = reactionHandler(anyReaction(shipmentStepsReaction));
