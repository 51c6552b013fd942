import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const offences = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.filter((message) => message.ruleId === 'passerelle/no-assembling-index').map((message) => message.line));

describe('the indexes that assemble functions/', () => {
  it('are imported by no handler, part of the manifest or platform module, however the path is spelt', async () => {
    expect(await offences('functions/system/publish-changesets.ts', "import { eventSource } from '../manifest';\nexport const source = eventSource;\n")).toEqual([1]);
    expect(await offences('functions/system/health.ts', "export { readModelTables } from '../catalog';\n")).toEqual([1]);
    expect(await offences('functions/parcels/parcels.manifest.ts', "import type { HandlerEntry } from './../manifest.ts';\nexport const entries: HandlerEntry[] = [];\n")).toEqual([1]);
    expect(await offences('functions/platform/reaction.ts', "export const catalog = () => import('../../functions/catalog');\n")).toEqual([1]);
  });

  it('are imported by the assembling entry points: the manifest takes the catalog, the reconciliation runs it', async () => {
    expect(await offences('functions/manifest.ts', "export { allReactions } from './catalog';\n")).toEqual([]);
    expect(await offences('functions/system/reconcile-read-models.ts', "export { allReactions } from '../catalog';\n")).toEqual([]);
    expect(await offences('functions/system/health.ts', "export { readModelTables } from '../tables';\n")).toEqual([]);
  });
});
