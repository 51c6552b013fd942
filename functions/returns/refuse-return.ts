import { refuseReturnInputSchema } from '../../domain/return/return-input';
import { staffReturnCommandHandler } from './return-command';

/** Back office: the request is refused with a reason; a paid one is refunded whole by the returns' payment reaction. */
export const handler = staffReturnCommandHandler({
  name: 'refuse-return',
  body: refuseReturnInputSchema,
  command: (returnId, refusal) => (metadata) => ({ type: 'RefuseReturn', data: { returnId, refusal }, metadata }),
});
