import type { Identifier } from 'react-admin';
import { adminShipmentViewSchema, shipmentCommandResultSchema, type AdminShipmentView, type ShipmentCommandResult } from '../../../domain/shipment/shipment-views';
import type { CreateLabelInput, ProcessShipmentInput, RecordPaymentInput, ReplaceLabelInput, WaivePaymentInput } from '../../../domain/shipment/shipment-input';
import { quotePreviewSchema, type QuotePreview } from '../../../domain/shipment/quote-preview';
import type { ApiClient } from '../lib/admin-feature';
import { parseResponse } from '../providers/http-client';
import type { CommandOptions } from '../parcels/parcel-commands';

export type ShipmentCommand<Input> = (id: Identifier, input: Input, options?: CommandOptions) => Promise<{ data: ShipmentCommandResult }>;

/** The staff's commands on a shipment, each answering the stream version to wait for. */
export type ShipmentCommands = {
  processShipment: ShipmentCommand<ProcessShipmentInput>;
  /** A new quote for an expired one, same amounts. */
  reissueQuote: ShipmentCommand<Record<string, never>>;
  recordPayment: ShipmentCommand<Pick<RecordPaymentInput, 'reference' | 'amountEuros'>>;
  waivePayment: ShipmentCommand<WaivePaymentInput>;
  createLabel: ShipmentCommand<CreateLabelInput>;
  /** A new label (carrier, number, reason) for a box that has not left. */
  replaceLabel: ShipmentCommand<ReplaceLabelInput>;
  markShipped: ShipmentCommand<Record<string, never>>;
  markDelivered: ShipmentCommand<Record<string, never>>;
};

/** The API's path of each command under /admin/api/shipments/{id}/. */
const shipmentCommandPaths = {
  processShipment: 'process',
  reissueQuote: 'quote',
  recordPayment: 'payment',
  waivePayment: 'waiver',
  createLabel: 'label',
  replaceLabel: 'label/replacement',
  markShipped: 'shipped',
  markDelivered: 'delivered',
} as const satisfies Record<keyof ShipmentCommands, string>;

export type ShipmentReads = {
  /** One shipment once the read model shows `version` (the API waits a few seconds at most, then answers 503). */
  getShipmentAtVersion: (id: Identifier, version: number) => Promise<{ data: AdminShipmentView }>;
  /** The quote the processing panel's values would issue now, as the server decides it (nothing written). */
  previewQuote: (id: Identifier, input: ProcessShipmentInput, options?: { signal?: AbortSignal }) => Promise<{ data: QuotePreview }>;
};

export const shipmentCommands = ({ apiUrl, http }: ApiClient): ShipmentCommands & ShipmentReads => {
  const command =
    <Input,>(path: string): ShipmentCommand<Input> =>
    async (id, input, { idempotencyKey = crypto.randomUUID() } = {}) => {
      const { json } = await http(`${apiUrl}/shipments/${encodeURIComponent(String(id))}/${path}`, {
        method: 'POST',
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
        body: JSON.stringify(input),
      });
      return { data: parseResponse(shipmentCommandResultSchema, json) };
    };
  return {
    processShipment: command(shipmentCommandPaths.processShipment),
    reissueQuote: command(shipmentCommandPaths.reissueQuote),
    recordPayment: command(shipmentCommandPaths.recordPayment),
    waivePayment: command(shipmentCommandPaths.waivePayment),
    createLabel: command(shipmentCommandPaths.createLabel),
    replaceLabel: command(shipmentCommandPaths.replaceLabel),
    markShipped: command(shipmentCommandPaths.markShipped),
    markDelivered: command(shipmentCommandPaths.markDelivered),
    getShipmentAtVersion: async (id, version) => {
      const { json } = await http(`${apiUrl}/shipments/${encodeURIComponent(String(id))}?version=${version}`);
      return { data: parseResponse(adminShipmentViewSchema, json) };
    },
    previewQuote: async (id, input, { signal } = {}) => {
      const { json } = await http(`${apiUrl}/shipments/${encodeURIComponent(String(id))}/quote-preview`, { method: 'POST', body: JSON.stringify(input), signal });
      return { data: parseResponse(quotePreviewSchema, json) };
    },
  };
};
