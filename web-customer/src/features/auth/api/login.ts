import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';
import { meQueryKey, meSchema, type Me } from '@/lib/auth/get-me';

/** Spec 1, section 5: email and password required, email in email format. */
export const loginInputSchema = z.object({
  email: z.string().trim().min(1, "L'email est obligatoire").pipe(z.email("L'email n'est pas valide")),
  password: z.string().min(1, 'Le mot de passe est obligatoire'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

export const login = (input: LoginInput): Promise<Me> => api.post('/auth/login', input, meSchema);

export const useLogin = ({ onSuccess }: { onSuccess?: (me: Me) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      // Nothing cached for a previous person may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, me);
      onSuccess?.(me);
    },
  });
};
