import { anyProjection, projectionHandler } from '../platform/projection';
import { customersProjection } from './customers-projection';

export const handler = projectionHandler(anyProjection(customersProjection));
