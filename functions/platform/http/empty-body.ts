import * as z from 'zod';

/** A command without a body: `{}` or nothing. */
export const emptyBodySchema = z.strictObject({}).optional().transform(() => ({}));
