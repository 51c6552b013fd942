import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { DeclareParcelInput } from '@domain/parcel/parcel-input';
import { api } from '@/lib/api-client';
import { parcelsQueryKey } from './get-parcels';

const readModelDelayMs = 1_000;

export const declareParcelResultSchema = z.object({
  parcelId: z.string().min(1),
  status: z.string(),
  version: z.number().int(),
});

export type DeclareParcelResult = z.infer<typeof declareParcelResultSchema>;

export type DeclareParcelRequest = {
  input: DeclareParcelInput;
  /** the same key for every retry of one declaration: the API declares the parcel once */
  idempotencyKey: string;
};

export const declareParcel = ({ input, idempotencyKey }: DeclareParcelRequest): Promise<DeclareParcelResult> =>
  api.post('/parcels', input, declareParcelResultSchema, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useDeclareParcel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareParcel,
    onSuccess: async () => {
      // The read model follows the command within tens of milliseconds. The list is marked stale
      // now (read again when next shown) and once more a moment later, in case it was read in between.
      await queryClient.invalidateQueries({ queryKey: parcelsQueryKey });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: parcelsQueryKey }), readModelDelayMs);
    },
  });
};
