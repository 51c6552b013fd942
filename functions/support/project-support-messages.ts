import { anyProjection, projectionHandler } from '../platform/projection';
import { supportMessagesProjection } from './support-projections';

export const handler = projectionHandler(anyProjection(supportMessagesProjection));
