import { emptyBodySchema } from '../platform/http/empty-body';
import { staffReturnCommandHandler } from './return-command';

/** Back office: the parcel of a return request is at the return warehouse. */
export const handler = staffReturnCommandHandler({
  name: 'receive-return',
  body: emptyBodySchema,
  command: (returnId) => (metadata) => ({ type: 'ReceiveReturn', data: { returnId }, metadata }),
});
