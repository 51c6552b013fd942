import type { z } from 'zod';

/**
 * One event type: its stable name, its current schema version, and the upcasters that
 * lift older stored payloads to the current shape. Stored events are never rewritten;
 * old versions are read through the upcasters.
 */
export type EventDefinition<Type extends string, Schema extends z.ZodType> = {
  type: Type;
  schemaVersion: number;
  schema: Schema;
  /** upcasters[n] turns a payload of schema version n into version n + 1 */
  upcasters: Record<number, (data: unknown) => unknown>;
  /** payload fields holding personal data, kept apart for crypto-shredding */
  personalFields: readonly string[];
};

export const defineEvent = <Type extends string, Schema extends z.ZodType>(definition: {
  type: Type;
  schemaVersion: number;
  schema: Schema;
  upcasters?: Record<number, (data: unknown) => unknown>;
  personalFields?: readonly string[];
}): EventDefinition<Type, Schema> => ({
  upcasters: {},
  personalFields: [],
  ...definition,
});

export class UnknownSchemaVersionError extends Error {
  constructor(type: string, schemaVersion: number, options?: { cause?: unknown }) {
    super(`Pas de conversion connue pour ${type} v${schemaVersion}`, options);
    this.name = 'UnknownSchemaVersionError';
  }
}

export const upcast = (
  definition: EventDefinition<string, z.ZodType>,
  schemaVersion: number,
  data: unknown,
): unknown => {
  let current = data;
  for (let version = schemaVersion; version < definition.schemaVersion; version += 1) {
    const step = definition.upcasters[version];
    if (!step) throw new UnknownSchemaVersionError(definition.type, version);
    current = step(current);
  }
  return current;
};
