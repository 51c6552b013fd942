import type { Session } from '../platform/auth';
import { getRow } from '../platform/read-models';
import { customersProjection } from './customers-projection';

/** The signed-in person's profile: identity from the token, the rest from the customers read model. */
export const loadMe = async (session: Session) => {
  const row = await getRow(customersProjection, { customerId: session.userId });
  return {
    customerId: session.userId,
    email: session.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    territory: row?.territory ?? null,
    boxNumber: row?.boxNumber ?? null,
    isAdmin: session.isAdmin,
  };
};
