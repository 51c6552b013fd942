import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoUploadTicketSchema } from '@domain/parcel/parcel-photos';
import type { ReturnRequestInput } from '@domain/return/return-input';
import { returnRequestAnswerSchema, type ReturnRequestAnswer } from '@domain/return/return-views';
import { api } from '@/lib/api-client';
import { returnableParcelsQueryKey } from './get-returnable-parcels';
import { returnsQueryKey } from './get-returns';

/** A photo did not reach the storage: no request was sent, the customer may try again. */
export class ReturnPhotoTransferError extends Error {
  constructor(status: number) {
    super(`Erreur lors du téléchargement (stockage ${status})`);
    this.name = 'ReturnPhotoTransferError';
  }
}

export type RequestReturnRequest = {
  input: Omit<ReturnRequestInput, 'photoUploadIds'>;
  photos: readonly File[];
  /** the same key for every retry of one request: the API records the request (and its payment) once */
  idempotencyKey: string;
};

/**
 * The photos first, each sent straight to the storage through its own link, then the request naming
 * them: the server checks every file again before it writes the request. A paid request answers with
 * Stripe's page, where the browser goes next.
 */
export const requestReturn = async ({ input, photos, idempotencyKey }: RequestReturnRequest): Promise<ReturnRequestAnswer> => {
  const photoUploadIds: string[] = [];
  for (const file of photos) {
    const ticket = await api.post('/returns/photo-uploads', { fileName: file.name, contentType: file.type, size: file.size }, photoUploadTicketSchema);
    const sent = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file });
    if (!sent.ok) throw new ReturnPhotoTransferError(sent.status);
    photoUploadIds.push(ticket.uploadId);
  }
  return api.post('/returns', { ...input, photoUploadIds }, returnRequestAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
};

export const useRequestReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: returnsQueryKey }), queryClient.invalidateQueries({ queryKey: returnableParcelsQueryKey })]),
  });
};
