import { anyProjection, projectionHandler } from '../platform/projection';
import { shipmentsProjection } from './shipments-projection';

export const handler = projectionHandler(anyProjection(shipmentsProjection));
