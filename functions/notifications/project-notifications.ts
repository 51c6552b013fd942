import { anyProjection, projectionHandler } from '../platform/projection';
import { notificationsProjection } from './notifications-projection';

export const handler = projectionHandler(anyProjection(notificationsProjection));
