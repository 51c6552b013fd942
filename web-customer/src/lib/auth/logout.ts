import { api } from '@/lib/api-client';
import { paths } from '@/config/paths';

export const logout = (): Promise<void> => api.postWithoutContent('/auth/logout');

/**
 * Ends the session, then leaves for the login page with a full page load, which drops every cached
 * answer of the previous person at once.
 */
export const logoutAndLeave = async (): Promise<void> => {
  try {
    await logout();
  } catch (error) {
    // A failed logout is only logged (spec 1, section 2.2); the person still leaves.
    console.warn('Échec de la déconnexion', error);
  }
  window.location.assign(paths.login.getHref());
};
