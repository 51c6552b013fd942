import type { Projection, ProjectedRow } from '../platform/projection';
import { customersProjection } from './customers-projection';
import { parcelsProjection } from './parcels-projection';

/** Every read model, for the replay that rebuilds them all. */
export const allProjections: readonly Projection<ProjectedRow>[] = [
  parcelsProjection as unknown as Projection<ProjectedRow>,
  customersProjection as unknown as Projection<ProjectedRow>,
];
