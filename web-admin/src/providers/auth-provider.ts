import type { AuthProvider } from 'react-admin';
import * as z from 'zod';
import { accessDeniedPath } from '../config';
import { customerFullName } from '../customers/customer-schema';
import { createSessionCache, meSchema, signInUrl, staffSession, type Me, type SessionCache } from '../session/staff-session';
import { httpClient, httpStatusOf, parseResponse } from './http-client';

export { meSchema, signInUrl, type Me } from '../session/staff-session';

const loginCredentialsSchema = z.object({ email: z.string(), password: z.string() });

/**
 * What react-admin reads from a rejected checkAuth/checkError: where to go, whether to notify
 * (`message: false` means the page says it already), whether to end the session.
 */
type AuthRejection = { redirectTo?: string; message?: string | false; logoutUser?: boolean };

/**
 * `session`: who is signed in, asked once per page load (react-admin checks the session at start, on every
 * page it opens and for the user menu's name); the app shares the staff home's (`staffSession`).
 */
export const createAuthProvider = (session: SessionCache = createSessionCache()): AuthProvider => {
  /**
   * react-admin logs the user out whenever checkAuth rejects. A customer who opens /admin is
   * signed in for the customer area: we send them to the access-denied page without ending that
   * session, so its "Retour" button brings them back where they were.
   */
  let keepCustomerSessionOnLogout = false;
  /** The last check found no session: the sign-out that react-admin then runs has nothing to end. */
  let signedOut = false;

  const toSignIn = (): AuthRejection => {
    signedOut = true;
    return { redirectTo: signInUrl(), message: false };
  };

  return {
    async login(params: unknown) {
      const credentials = loginCredentialsSchema.parse(params);
      const { json } = await httpClient('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: credentials.email, password: credentials.password }),
      });
      const me = parseResponse(meSchema, json);
      session.forget();
      if (!me.isAdmin) throw new Error('passerelle.auth.not_admin');
      keepCustomerSessionOnLogout = false;
      signedOut = false;
    },

    async logout() {
      // The customer's session goes on (and so does the answer about it): the access-denied page checks it again.
      if (keepCustomerSessionOnLogout) {
        keepCustomerSessionOnLogout = false;
        return accessDeniedPath;
      }
      session.forget();
      if (signedOut) return signInUrl();
      try {
        await httpClient('/api/auth/logout', { method: 'POST' });
      } catch (error) {
        // Already signed out (401) is the state we want; anything else must not trap the user in the app.
        if (httpStatusOf(error) !== 401) console.warn('Déconnexion côté serveur impossible', error);
      }
      return signInUrl();
    },

    async checkAuth() {
      let me: Me;
      try {
        me = await session.read();
      } catch (error) {
        if (httpStatusOf(error) === 401) throw toSignIn();
        throw error;
      }
      signedOut = false;
      if (!me.isAdmin) {
        keepCustomerSessionOnLogout = true;
        const rejection: AuthRejection = { redirectTo: accessDeniedPath, message: false };
        throw rejection;
      }
      keepCustomerSessionOnLogout = false;
    },

    async checkError(error: unknown) {
      const status = httpStatusOf(error);
      // The session ended (signed out elsewhere, expired): sign in again on the site's page.
      if (status === 401) {
        session.forget();
        throw toSignIn();
      }
      if (status === 403) {
        const rejection: AuthRejection = {
          logoutUser: false,
          message: error instanceof Error ? error.message : 'ra.notification.not_authorized',
        };
        throw rejection;
      }
    },

    async getIdentity() {
      const me = await session.read();
      return { id: me.customerId, fullName: customerFullName(me) };
    },
  };
};

export const authProvider = createAuthProvider(staffSession);

/** From the access-denied page: end the customer's session and sign in again, as staff, on the site's page. */
export const signInAsStaff = async (): Promise<void> => {
  try {
    await httpClient('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (httpStatusOf(error) !== 401) console.warn('Déconnexion côté serveur impossible', error);
  }
  window.location.assign(signInUrl());
};
