import { checkDependencies } from './health';
import { createLogger } from '../platform/logger';

const logger = createLogger({ handler: 'check-health' });

/** Scheduled: records the state of every dependency in the logs, as a warning when one fails. */
export const handler = async (): Promise<void> => {
  const report = await checkDependencies(new Date());
  (report.status === 'ok' ? logger.info : logger.warn)('état des dépendances', { ...report });
};
