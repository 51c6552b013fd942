import { sendReturnInputSchema } from '../../domain/return/return-input';
import { staffReturnCommandHandler } from './return-command';

/** Back office: the parcel leaves the return warehouse for its merchant, with the carrier and its number. */
export const handler = staffReturnCommandHandler({
  name: 'send-return',
  body: sendReturnInputSchema,
  command: (returnId, shipping) => (metadata) => ({ type: 'SendReturnToMerchant', data: { returnId, shipping }, metadata }),
});
