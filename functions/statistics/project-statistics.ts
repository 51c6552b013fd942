import { anyProjection, projectionHandler } from '../platform/projection';
import { statisticsProjection } from './statistics-projection';

export const handler = projectionHandler(anyProjection(statisticsProjection));
