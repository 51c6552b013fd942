import * as z from 'zod';
import { defineEvent } from './define-event';
import { territories } from './territories';

export { territories, type Territory } from './territories';
export const territorySchema = z.enum(territories);

export const customerPersonalDataSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
});

export const customerRegistered = defineEvent({
  type: 'CustomerRegistered',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    personal: customerPersonalDataSchema,
    territory: territorySchema,
    boxNumber: z.string().min(1),
    role: z.enum(['customer', 'admin']),
  }),
  personalFields: ['personal'],
});

export const customerEventDefinitions = [customerRegistered] as const;
export type CustomerRegistered = { type: 'CustomerRegistered'; data: z.infer<typeof customerRegistered.schema> };
export type CustomerEvent = CustomerRegistered;
