import * as z from 'zod';

/**
 * zod compiles its object parsers with `new Function` when the page allows it, and probes for that on
 * the first parse. The Content-Security-Policy forbids eval (no 'unsafe-eval'): the probe would be
 * reported as a violation on every page. zod is told up front to parse without compiling; this
 * module is imported before any schema is used.
 */
z.config({ jitless: true });
