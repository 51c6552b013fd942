import { emptyBodySchema } from '../platform/http/empty-body';
import { staffReturnCommandHandler } from './return-command';

/** Back office: the merchant has the parcel; the request is closed (the parcel ends `returned`). */
export const handler = staffReturnCommandHandler({
  name: 'close-return',
  body: emptyBodySchema,
  command: (returnId) => (metadata) => ({ type: 'CloseReturn', data: { returnId }, metadata }),
});
