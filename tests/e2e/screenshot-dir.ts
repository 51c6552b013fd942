import { join } from 'node:path';
import { repositoryRoot } from '../../infra/local/local-config';

/** Where each journey step leaves a full-page screenshot for a person to look at, when asked for (gitignored; see `screenshot`). */
export const screenshotDir = join(repositoryRoot, 'test-results', 'e2e');
