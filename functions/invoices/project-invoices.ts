import { anyProjection, projectionHandler } from '../platform/projection';
import { invoicesProjection } from './invoices-projection';

export const handler = projectionHandler(anyProjection(invoicesProjection));
