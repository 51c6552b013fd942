import { projectionHandler } from '../platform/projection';
import { customersProjection } from './customers-projection';

export const handler = projectionHandler(customersProjection, 'project-customers');
