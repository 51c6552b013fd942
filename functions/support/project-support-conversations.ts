import { anyProjection, projectionHandler } from '../platform/projection';
import { supportConversationsProjection } from './support-projections';

export const handler = projectionHandler(anyProjection(supportConversationsProjection));
