import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const logout = (): Promise<void> => api.postWithoutContent('/auth/logout');

/**
 * Ends the session. The caller then leaves with a full page load, which drops every cached answer
 * of the previous person at once.
 */
export const useLogout = ({ onSettled }: { onSettled: () => void }) =>
  useMutation({
    mutationFn: logout,
    onError: (error) => {
      // A failed logout is only logged (spec 1, section 2.2); the person still leaves.
      console.warn('Échec de la déconnexion', error);
    },
    onSettled,
  });
