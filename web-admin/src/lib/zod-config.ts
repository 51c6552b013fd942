import * as z from 'zod';

/**
 * zod compiles its object parsers with `new Function` when the page allows it, and probes for that
 * when it builds an object schema. The Content-Security-Policy forbids eval (no 'unsafe-eval'): the probe would be
 * reported as a violation on every page. zod is told up front to parse without compiling: `main.tsx`
 * imports this module, then loads the app (whose modules build schemas).
 */
z.config({ jitless: true });
