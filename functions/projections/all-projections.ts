import { anyProjection, type AnyProjection } from '../platform/projection';
import { customersProjection } from './customers-projection';
import { parcelsProjection } from './parcels-projection';

/** Every projection: the manifest wires a handler for each, the replay and the reconciliation run them all. */
export const allProjections: readonly AnyProjection[] = [anyProjection(parcelsProjection), anyProjection(customersProjection)];

export const projectionNamed = (name: string): AnyProjection => {
  const projection = allProjections.find((candidate) => candidate.name === name);
  if (!projection) throw new Error(`projection inconnue : ${name}`);
  return projection;
};
