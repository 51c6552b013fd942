import { forgetConnection } from '../platform/live';
import type { LiveEvent, LiveResult } from '../platform/live-events';

/** The socket closed: nothing is pushed to it any more. */
export const handler = async (event: LiveEvent): Promise<LiveResult> => {
  await forgetConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
