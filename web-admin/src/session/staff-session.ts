import type * as z from 'zod';
import { meViewSchema } from '../../../domain/customer/customer-views';
import { signInPath } from '../config';
import { getParsed } from '../lib/plain-http';

/** GET /api/me, the part of the shared view the back office reads. */
export const meSchema = meViewSchema.pick({ customerId: true, email: true, firstName: true, lastName: true, isAdmin: true });
export type Me = z.infer<typeof meSchema>;

/**
 * The site's sign-in page, which brings staff back to /admin. An absolute URL: react-admin then
 * leaves this app with a full page load (a path would be looked up among its own routes).
 */
export const signInUrl = (): string => new URL(signInPath, window.location.origin).href;

export type SessionCache = {
  /** who is signed in: the answer of the load's one request while it holds */
  read(): Promise<Me>;
  /** after a sign-in, a sign-out or a 401: the next read asks again */
  forget(): void;
};

/**
 * Who is signed in, asked once per page load: the staff home and react-admin (which checks the session at
 * start, on every page it opens and for the user menu's name) share the answer. It is kept until a sign-in
 * or a sign-out; a session that ends meanwhile is noticed by the API, whose 401 on the next request makes
 * the auth provider forget it. A failed request is not kept, so the next check asks again.
 */
export const createSessionCache = (fetchMe: () => Promise<Me> = () => getParsed('/api/me', meSchema)): SessionCache => {
  let pending: Promise<Me> | undefined;
  return {
    read() {
      if (!pending) {
        const request = fetchMe();
        pending = request;
        request.catch(() => {
          if (pending === request) pending = undefined;
        });
      }
      return pending;
    },
    forget() {
      pending = undefined;
    },
  };
};

/** The page load's one session cache, for the home and react-admin alike. */
export const staffSession = createSessionCache();
