import * as z from 'zod';
import { upcast, type EventDefinition } from './define-event';
import { envelopeMetaSchema, type EnvelopeMeta } from './envelope';
import { parcelEventDefinitions, type ParcelEvent } from './parcel-events';
import { customerEventDefinitions, type CustomerEvent } from './customer-events';
import { contactEventDefinitions, type ContactEvent } from './contact-events';
import { newsletterEventDefinitions, type NewsletterEvent } from './newsletter-events';
import { shipmentEventDefinitions, type ShipmentEvent } from './shipment-events';
import { subscriptionEventDefinitions, type SubscriptionEvent } from './subscription-events';
import { paymentEventDefinitions, type PaymentEvent } from './payment-events';
import { invoiceEventDefinitions, type InvoiceEvent } from './invoice-events';
import { returnEventDefinitions, type ReturnEvent } from './return-events';
import { purchaseEventDefinitions, type PurchaseEvent } from './purchase-events';
import { supportEventDefinitions, type SupportEvent } from './support-events';
import { notificationEventDefinitions, type NotificationEvent } from './notification-events';

export type DomainEvent = ParcelEvent | CustomerEvent | ContactEvent | NewsletterEvent | ShipmentEvent | SubscriptionEvent | PaymentEvent | InvoiceEvent | ReturnEvent | PurchaseEvent | SupportEvent | NotificationEvent;
export type EventType = DomainEvent['type'];
export type StoredEvent<E extends DomainEvent = DomainEvent> = EnvelopeMeta & E;

const definitions: readonly EventDefinition<string, z.ZodType>[] = [
  ...parcelEventDefinitions,
  ...customerEventDefinitions,
  ...contactEventDefinitions,
  ...newsletterEventDefinitions,
  ...shipmentEventDefinitions,
  ...subscriptionEventDefinitions,
  ...paymentEventDefinitions,
  ...invoiceEventDefinitions,
  ...returnEventDefinitions,
  ...purchaseEventDefinitions,
  ...supportEventDefinitions,
  ...notificationEventDefinitions,
];

export const eventDefinitionsByType: ReadonlyMap<string, EventDefinition<string, z.ZodType>> = new Map(
  definitions.map((definition) => [definition.type, definition]),
);

export const eventTypes = definitions.map((definition) => definition.type) as EventType[];

export const currentSchemaVersion = (type: EventType): number => {
  const definition = eventDefinitionsByType.get(type);
  if (!definition) throw new UnknownEventTypeError(type);
  return definition.schemaVersion;
};

export class UnknownEventTypeError extends Error {
  constructor(type: string) {
    super(`Type d'événement inconnu : ${type}`);
    this.name = 'UnknownEventTypeError';
  }
}

/**
 * A payload of any schema version, lifted to the current shape of its type and parsed: the part of
 * an event that differs from one event to the next (the envelope is validated once per changeset).
 */
export const parseEventPayload = (type: string, schemaVersion: number, data: unknown): DomainEvent & { schemaVersion: number } => {
  const definition = eventDefinitionsByType.get(type);
  if (!definition) throw new UnknownEventTypeError(type);
  const parsed: unknown = definition.schema.parse(upcast(definition, schemaVersion, data));
  return { type, schemaVersion: definition.schemaVersion, data: parsed } as DomainEvent & { schemaVersion: number };
};

const rawStoredEventSchema = envelopeMetaSchema.extend({ type: z.string().min(1), data: z.unknown() });

/**
 * Reads a stored event of any schema version into the current shape of its type:
 * the envelope is validated, the payload is upcast and then parsed by the current schema.
 */
export const parseStoredEvent = (raw: unknown): StoredEvent => {
  const envelope = rawStoredEventSchema.parse(raw);
  const definition = eventDefinitionsByType.get(envelope.type);
  if (!definition) throw new UnknownEventTypeError(envelope.type);
  const data = definition.schema.parse(upcast(definition, envelope.schemaVersion, envelope.data));
  return { ...envelope, schemaVersion: definition.schemaVersion, data } as StoredEvent;
};
