import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { correctParcelInputSchema } from '../parcel/correction-input';
import { receiveParcelInputSchema } from '../parcel/parcel-input';
import { recordReceptionInputSchema } from '../parcel/reception-input';
import { processShipmentInputSchema } from '../shipment/shipment-input';
import { weighingStepKg, weighingStepMessage } from './weighing';

const weightMessage = (schema: z.ZodType, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'weightKg')?.message;
};

/** Every form where staff type a weight they read on the scales, with the least else it needs. */
const staffWeighings: [string, z.ZodType, Record<string, unknown>][] = [
  ['the reception of an undeclared parcel', recordReceptionInputSchema, { customerId: 'c1', carrier: 'DHL', trackingNumber: '6A123', destination: 'guadeloupe' }],
  ['the reception of a declared parcel', receiveParcelInputSchema, {}],
  ['the correction of a parcel', correctParcelInputSchema, {}],
  ['the processing of a shipment', processShipmentInputSchema, { destination: 'guadeloupe', service: 'standard' }],
];

describe('staff weigh to 10 g', () => {
  it('the forms step by 0.01 kg', () => {
    expect(weighingStepKg).toBe(0.01);
  });

  it.each(staffWeighings)('%s takes 1.35 kg and 0.01 kg, and refuses 1.355 kg in French', (_name, schema, rest) => {
    expect(weightMessage(schema, { ...rest, weightKg: 1.35 })).toBeUndefined();
    expect(weightMessage(schema, { ...rest, weightKg: 0.01 })).toBeUndefined();
    expect(weightMessage(schema, { ...rest, weightKg: 12.07 })).toBeUndefined();
    expect(weightMessage(schema, { ...rest, weightKg: 1.355 })).toBe(weighingStepMessage);
    expect(weightMessage(schema, { ...rest, weightKg: 0.005 })).toBe(weighingStepMessage);
  });
});
