import { afterEach } from 'vitest';
import { forgetClosedPages, reportVisitorsAfterFailure } from './browser';

// Every journey file: a failed test prints where its visitors' pages were and what they did lately.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await reportVisitorsAfterFailure(context.task.name);
  else forgetClosedPages();
});
