import { outageOf } from '../../functions/platform/http/outages';

/**
 * A delivery run by a test in its own process, retried as the bus retries one that failed on an outage (a call
 * to the store that timed out while the machine was busy): the reaction's or command's idempotence makes the
 * retry harmless, as in production. A defect is not retried.
 */
export const asTheBusRetries = async <T>(deliver: () => Promise<T>, attempts = 5): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deliver();
    } catch (error) {
      if (outageOf(error) === undefined || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};
