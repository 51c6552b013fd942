import { anyProjection, projectionHandler } from '../platform/projection';
import { returnsProjection } from './returns-projection';

export const handler = projectionHandler(anyProjection(returnsProjection));
