import { anyProjection, projectionHandler } from '../platform/projection';
import { paymentsProjection } from './payments-projection';

export const handler = projectionHandler(anyProjection(paymentsProjection));
