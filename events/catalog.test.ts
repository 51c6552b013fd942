import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseStoredEvent, UnknownEventTypeError } from './catalog';
import { defineEvent, upcast, UnknownSchemaVersionError } from './define-event';

const envelope = {
  eventId: '01KAMZ3Q0000000000000000AB',
  streamId: 'parcel-p1',
  streamType: 'parcel',
  version: 2,
  schemaVersion: 1,
  occurredAt: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'admin', id: 'admin-1' },
  correlationId: 'c-1',
  causationId: null,
  commandId: 'admin-1:k-1',
};

describe('stored events', () => {
  it('reads a stored event into its typed shape', () => {
    const event = parseStoredEvent({
      ...envelope,
      type: 'ParcelReceived',
      data: { parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 },
    });
    expect(event.type).toBe('ParcelReceived');
    expect(event.data).toEqual({ parcelId: 'p1', weightGrams: 1300, lengthCm: 21, widthCm: 16, heightCm: 11 });
  });

  it('refuses an envelope without its actor, and an unknown type', () => {
    const { actor: _actor, ...withoutActor } = envelope;
    expect(() => parseStoredEvent({ ...withoutActor, type: 'ParcelReceived', data: {} })).toThrow(z.ZodError);
    expect(() => parseStoredEvent({ ...envelope, type: 'ParcelTeleported', data: {} })).toThrow(UnknownEventTypeError);
  });

  it('refuses a payload that breaks its schema (weight in kg where grams are expected)', () => {
    expect(() =>
      parseStoredEvent({ ...envelope, type: 'ParcelReceived', data: { parcelId: 'p1', weightGrams: 1.3, lengthCm: 0, widthCm: 0, heightCm: 0 } }),
    ).toThrow(z.ZodError);
  });
});

describe('upcasting', () => {
  // An event whose first version spoke kilograms and whose second speaks grams.
  const measured = defineEvent({
    type: 'Measured',
    schemaVersion: 3,
    schema: z.object({ weightGrams: z.number().int(), unit: z.literal('g') }),
    upcasters: {
      1: (data) => ({ weightGrams: Math.round((data as { weightKg: number }).weightKg * 1000) }),
      2: (data) => ({ ...(data as object), unit: 'g' }),
    },
  });

  it('lifts a payload through every version up to the current one', () => {
    expect(measured.schema.parse(upcast(measured, 1, { weightKg: 1.25 }))).toEqual({ weightGrams: 1250, unit: 'g' });
    expect(upcast(measured, 2, { weightGrams: 80 })).toEqual({ weightGrams: 80, unit: 'g' });
  });

  it('leaves a current payload untouched', () => {
    const current = { weightGrams: 5, unit: 'g' };
    expect(upcast(measured, 3, current)).toBe(current);
  });

  it('fails loudly when a step is missing', () => {
    const broken = defineEvent({ type: 'Broken', schemaVersion: 2, schema: z.object({}) });
    expect(() => upcast(broken, 1, {})).toThrow(UnknownSchemaVersionError);
  });
});
