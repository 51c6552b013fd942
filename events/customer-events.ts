import * as z from 'zod';
import { defineEvent } from './define-event';
import { notificationPreferencesSchema } from './notification-events';
import { territories } from './territories';

export { territories, type Territory } from './territories';
export const territorySchema = z.enum(territories);

/**
 * A customer's account, one stream per person (`customer#<user pool sub>`). The single-use links of
 * the mails keep only the SHA-256 of their token here: the token itself lives in the mail.
 */
const linkSchema = z.object({ tokenHash: z.string().min(1), expiresAt: z.string() });
export type LinkRecord = z.infer<typeof linkSchema>;

export const customerPersonalDataSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
});

export const frenchAddressRecordSchema = z.object({
  boxNumber: z.string().min(1),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type FrenchAddressRecord = z.infer<typeof frenchAddressRecordSchema>;

/** The form of /inscription was sent: the credentials exist in the user pool, the e-mail is not confirmed yet. */
export const customerSignedUp = defineEvent({
  type: 'CustomerSignedUp',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    personal: customerPersonalDataSchema,
    territory: territorySchema,
    acceptMarketing: z.boolean(),
    termsAcceptedAt: z.string(),
    confirmation: linkSchema,
  }),
  personalFields: ['personal'],
});

/** A new confirmation link was sent; the earlier one no longer works. */
export const confirmationLinkSent = defineEvent({
  type: 'ConfirmationLinkSent',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), confirmation: linkSchema }),
});

/** The link of the confirmation mail was followed: the personal French address is assigned. */
export const customerEmailConfirmed = defineEvent({
  type: 'CustomerEmailConfirmed',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), frenchAddress: frenchAddressRecordSchema }),
});

export const passwordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), reset: linkSchema }),
});

/** A reset link was used: the password changed and every reset link sent so far is dead. */
export const passwordResetCompleted = defineEvent({
  type: 'PasswordResetCompleted',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), tokenHash: z.string().min(1) }),
});

/** The customer changed their password from /compte (with the current one). */
export const passwordChanged = defineEvent({
  type: 'PasswordChanged',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1) }),
});

export const contactDetailsChanged = defineEvent({
  type: 'ContactDetailsChanged',
  schemaVersion: 1,
  schema: z.object({
    customerId: z.string().min(1),
    personal: customerPersonalDataSchema.pick({ phone: true, address: true, postalCode: true, city: true }),
  }),
  personalFields: ['personal'],
});

/** A new address was asked for; it takes effect once the link sent to it is followed. */
export const emailChangeRequested = defineEvent({
  type: 'EmailChangeRequested',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), personal: z.object({ newEmail: z.string() }), link: linkSchema }),
  personalFields: ['personal'],
});

export const emailChanged = defineEvent({
  type: 'EmailChanged',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), personal: z.object({ email: z.string(), previousEmail: z.string() }) }),
  personalFields: ['personal'],
});

/** Staff rights (the user pool's `admin` group), with who gave or took them. */
export const adminRightGranted = defineEvent({
  type: 'AdminRightGranted',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), grantedBy: z.string().min(1) }),
});

export const adminRightRevoked = defineEvent({
  type: 'AdminRightRevoked',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), revokedBy: z.string().min(1) }),
});

/** The customer's choice of the mails he may turn off, from « Mon compte » or an unsubscribe link. */
export const notificationPreferencesChanged = defineEvent({
  type: 'NotificationPreferencesChanged',
  schemaVersion: 1,
  schema: z.object({ customerId: z.string().min(1), preferences: notificationPreferencesSchema, via: z.enum(['account', 'unsubscribe_link']) }),
});

export const customerEventDefinitions = [
  customerSignedUp,
  confirmationLinkSent,
  customerEmailConfirmed,
  passwordResetRequested,
  passwordResetCompleted,
  passwordChanged,
  contactDetailsChanged,
  emailChangeRequested,
  emailChanged,
  adminRightGranted,
  adminRightRevoked,
  notificationPreferencesChanged,
] as const;

type EventOf<Definition> = Definition extends { type: infer Type; schema: infer Schema extends z.ZodType }
  ? { type: Type; data: z.infer<Schema> }
  : never;
export type CustomerEvent = EventOf<(typeof customerEventDefinitions)[number]>;
export type CustomerEventType = CustomerEvent['type'];
export type CustomerEventOf<Type extends CustomerEventType> = Extract<CustomerEvent, { type: Type }>;
