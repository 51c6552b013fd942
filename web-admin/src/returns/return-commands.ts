import type { Identifier } from 'react-admin';
import type { RefuseReturnInput, SendReturnInput } from '../../../domain/return/return-input';
import { adminReturnViewSchema, returnCommandResultSchema, type AdminReturnView, type ReturnCommandResult } from '../../../domain/return/return-views';
import type { ApiClient } from '../lib/admin-feature';
import type { CommandOptions } from '../parcels/parcel-commands';
import { parseResponse } from '../providers/http-client';

export type ReturnCommand<Input> = (id: Identifier, input: Input, options?: CommandOptions) => Promise<{ data: ReturnCommandResult }>;

/** The staff's steps on a return request, each answering the stream version to wait for. */
export type ReturnCommands = {
  receiveReturn: ReturnCommand<Record<string, never>>;
  sendReturn: ReturnCommand<SendReturnInput>;
  closeReturn: ReturnCommand<Record<string, never>>;
  refuseReturn: ReturnCommand<RefuseReturnInput>;
  /** One request once the read model shows `version`. */
  getReturnAtVersion: (id: Identifier, version: number) => Promise<{ data: AdminReturnView }>;
};

/** The API's path of each step under /admin/api/returns/{id}/. */
const returnCommandPaths = { receiveReturn: 'received', sendReturn: 'sent', closeReturn: 'closed', refuseReturn: 'refusal' } as const;

export const returnCommands = ({ apiUrl, http }: ApiClient): ReturnCommands => {
  const command =
    <Input,>(path: string): ReturnCommand<Input> =>
    async (id, input, { idempotencyKey = crypto.randomUUID() } = {}) => {
      const { json } = await http(`${apiUrl}/returns/${encodeURIComponent(String(id))}/${path}`, {
        method: 'POST',
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
        body: JSON.stringify(input),
      });
      return { data: parseResponse(returnCommandResultSchema, json) };
    };
  return {
    receiveReturn: command(returnCommandPaths.receiveReturn),
    sendReturn: command(returnCommandPaths.sendReturn),
    closeReturn: command(returnCommandPaths.closeReturn),
    refuseReturn: command(returnCommandPaths.refuseReturn),
    getReturnAtVersion: async (id, version) => {
      const { json } = await http(`${apiUrl}/returns/${encodeURIComponent(String(id))}?version=${version}`);
      return { data: parseResponse(adminReturnViewSchema, json) };
    },
  };
};
