import { anyProjection, projectionHandler } from '../platform/projection';
import { parcelsProjection } from './parcels-projection';

export const handler = projectionHandler(anyProjection(parcelsProjection));
