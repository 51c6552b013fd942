import { DomainError } from '../../domain/shared/errors';
import type { MeView } from '../../domain/customer/customer-views';
import { streamIdOf } from '../../events/envelope';
import type { Session } from '../platform/auth';
import { getRowAtVersion } from '../platform/read-models';
import { planInForce } from '../subscriptions/queries';
import type { SubscriptionPlan } from '../../domain/pricing/plans';
import { customersProjection, type CustomerRow } from './customers-projection';
import { clock } from '../platform/clock';

export const meNotReadyMessage = 'Votre profil est en cours de mise à jour. Rechargez la page dans un instant.';

/** The first line of the French address: who the parcel is for, and their box. */
export const recipientLine = (firstName: string, lastName: string, boxNumber: string) => `${firstName} ${lastName} — ${boxNumber}`;

const toMeView = (session: Session, row: CustomerRow, version: number, plan: SubscriptionPlan): MeView => ({
  customerId: row.customerId,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  phone: row.phone,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  territory: row.territory,
  isAdmin: session.isAdmin,
  emailConfirmed: row.emailConfirmed,
  pendingEmail: row.pendingEmail === '' ? null : row.pendingEmail,
  frenchAddress: row.frenchAddress && {
    ...row.frenchAddress,
    recipient: recipientLine(row.firstName, row.lastName, row.frenchAddress.boxNumber),
  },
  plan,
  version,
});

/**
 * The signed-in person's profile, from the customers read model. After a change, `atLeastVersion`
 * is the customer stream's version the command returned: the answer waits (a few seconds at most)
 * until the read model has reached it, so a page never shows the profile as it was before.
 */
export const loadMe = async (session: Session, options: { atLeastVersion?: number; timeoutMs?: number } = {}): Promise<MeView | undefined> => {
  const [result, inForce] = await Promise.all([
    getRowAtVersion(
      customersProjection,
      { customerId: session.userId },
      { streamId: streamIdOf('customer', session.userId), atLeastVersion: options.atLeastVersion ?? 1, timeoutMs: options.timeoutMs },
    ),
    planInForce(session.userId, clock.now()),
  ]);
  return result.found === 'row' ? toMeView(session, result.row, result.version, inForce.plan) : undefined;
};

/** 503 with Retry-After: the change is recorded, the read model has not shown it yet. */
export class ProfileNotReadyError extends DomainError {
  readonly status = 503;
  constructor() {
    super(meNotReadyMessage);
    this.name = 'ProfileNotReadyError';
  }
}

export const meOrThrow = async (session: Session, options: { atLeastVersion?: number } = {}): Promise<MeView> => {
  const me = await loadMe(session, options);
  if (!me) throw new ProfileNotReadyError();
  return me;
};
