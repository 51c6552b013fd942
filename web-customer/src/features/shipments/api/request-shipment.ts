import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestShipmentInput } from '@domain/shipment/shipment-input';
import { shipmentCommandResultSchema } from '@domain/shipment/shipment-views';
import { api } from '@/lib/api-client';
import { getShipment } from './get-shipment';
import { shipmentsQueryKey, type Shipment } from './get-shipments';

export type RequestShipmentRequest = {
  input: RequestShipmentInput;
  /** the same key for every retry of one request: the API records the request once */
  idempotencyKey: string;
};

/** "Demander l'expédition": the request, then the shipment as the read model shows it at the request's version. */
export const requestShipment = async ({ input, idempotencyKey }: RequestShipmentRequest): Promise<Shipment> => {
  const result = await api.post('/shipments', input, shipmentCommandResultSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
  return getShipment(result.id, { version: result.version });
};

export const useRequestShipment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shipmentsQueryKey }),
  });
};
