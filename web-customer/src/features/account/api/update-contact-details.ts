import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { contactDetailsInputSchema } from '@domain/customer/account-input';
import { api } from '@/lib/api-client';
import { meQueryKey, meSchema, type Me } from '@/lib/auth/get-me';

export type ContactDetails = z.output<typeof contactDetailsInputSchema>;

/** PUT /me/contact: the phone and postal address; answered with the person as they now are. */
export const updateContactDetails = (input: ContactDetails): Promise<Me> => api.put('/me/contact', input, meSchema);

export const useUpdateContactDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactDetails,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
};
