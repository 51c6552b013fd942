import type { AuthProvider } from 'react-admin';
import * as z from 'zod';
import { accessDeniedPath } from '../config';
import { customerFullName } from '../customers/customer-schema';
import { httpClient, httpStatusOf, parseResponse } from './http-client';

/** GET /api/me */
export const meSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  territory: z.string(),
  boxNumber: z.string(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

const loginCredentialsSchema = z.object({ email: z.string(), password: z.string() });


/**
 * What react-admin reads from a rejected checkAuth/checkError: where to go, whether to notify
 * (`message: false` means the page says it already), whether to end the session.
 */
type AuthRejection = { redirectTo?: string; message?: string | false; logoutUser?: boolean };

const fetchMe = async (): Promise<Me> => {
  const { json } = await httpClient('/api/me');
  return parseResponse(meSchema, json);
};

export const createAuthProvider = (): AuthProvider => {
  /**
   * react-admin logs the user out whenever checkAuth rejects. A customer who opens /admin is
   * signed in for the customer area: we send them to the access-denied page without ending that
   * session, so its "Retour" button brings them back where they were.
   */
  let keepCustomerSessionOnLogout = false;

  return {
    async login(params: unknown) {
      const credentials = loginCredentialsSchema.parse(params);
      const { json } = await httpClient('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: credentials.email, password: credentials.password }),
      });
      const me = parseResponse(meSchema, json);
      if (!me.isAdmin) throw new Error('passerelle.auth.not_admin');
      keepCustomerSessionOnLogout = false;
    },

    async logout() {
      if (keepCustomerSessionOnLogout) {
        keepCustomerSessionOnLogout = false;
        return accessDeniedPath;
      }
      try {
        await httpClient('/api/auth/logout', { method: 'POST' });
      } catch (error) {
        // Already signed out (401) is the state we want; anything else must not trap the user in the app.
        if (httpStatusOf(error) !== 401) console.warn('Déconnexion côté serveur impossible', error);
      }
      return undefined;
    },

    async checkAuth() {
      const me = await fetchMe();
      if (!me.isAdmin) {
        keepCustomerSessionOnLogout = true;
        const rejection: AuthRejection = { redirectTo: accessDeniedPath, message: false };
        throw rejection;
      }
      keepCustomerSessionOnLogout = false;
    },

    async checkError(error: unknown) {
      const status = httpStatusOf(error);
      if (status === 401) throw error;
      if (status === 403) {
        const rejection: AuthRejection = {
          logoutUser: false,
          message: error instanceof Error ? error.message : 'ra.notification.not_authorized',
        };
        throw rejection;
      }
    },

    async getIdentity() {
      const me = await fetchMe();
      return { id: me.customerId, fullName: customerFullName(me) };
    },
  };
};

export const authProvider = createAuthProvider();
