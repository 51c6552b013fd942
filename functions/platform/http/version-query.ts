import * as z from 'zod';

/** `?version=N`: answer once the read model shows the stream at version N (the version a command returned). */
export const versionQuerySchema = z.strictObject({
  version: z.coerce.number({ error: 'Version invalide' }).int('Version invalide').min(0, 'Version invalide').optional(),
});
export type VersionQuery = z.infer<typeof versionQuerySchema>;
