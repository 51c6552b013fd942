import { anyProjection, projectionHandler } from '../platform/projection';
import { purchasesProjection } from './purchases-projection';

export const handler = projectionHandler(anyProjection(purchasesProjection));
