import { allTables, manifest, type Access, type HttpMethod } from '../../functions/manifest';
import { localTableName } from '../../infra/local/local-config';

/**
 * The fuzzer's one view of the manifest: the HTTP routes it calls and the internal names no answer may show.
 * Everything else in tests/fuzz/ reads these, so a change of what the manifest exports is fixed here only.
 */
export type FuzzedRoute = { name: string; method: HttpMethod; path: string; access: Access };

export const httpRoutes = (): FuzzedRoute[] =>
  manifest.flatMap((entry) =>
    entry.trigger.kind === 'http' ? [{ name: entry.name, method: entry.trigger.method, path: entry.trigger.path, access: entry.trigger.access }] : [],
  );

/** The tables' names (as defined, and as the local runtime names them): a refusal that shows one leaks the storage. */
export const internalNames: readonly string[] = allTables.flatMap((table) => [table.name, localTableName(table.name)]);
