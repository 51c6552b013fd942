import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelShipmentInput } from '@domain/shipment/shipment-input';
import { shipmentCommandResultSchema } from '@domain/shipment/shipment-views';
import { api } from '@/lib/api-client';
import { getShipment } from './get-shipment';
import { shipmentsQueryKey, type Shipment } from './get-shipments';

/** "Annuler la demande" (only while requested; the API answers a French 409 after that), then the shipment at its new version. */
export const cancelShipment = async ({ shipmentId, input }: { shipmentId: string; input: CancelShipmentInput }): Promise<Shipment> => {
  const result = await api.post(`/shipments/${encodeURIComponent(shipmentId)}/cancel`, input, shipmentCommandResultSchema);
  return getShipment(result.id, { version: result.version });
};

export const useCancelShipment = ({ onCancelled }: { onCancelled?: () => Promise<void> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: shipmentsQueryKey }), onCancelled?.()]);
    },
  });
};
