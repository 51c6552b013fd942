import * as fc from 'fast-check';
import { csrfHeaderName } from '../../domain/shared/http-contract';
import { registrationForm } from '../support/accounts';
import { declaration } from '../support/fixtures';
import type { FuzzedRoute } from './routes-of-manifest';

export type Caller = 'visitor' | 'customer' | 'staff';

/** One generated request: `path` with its parameters filled, `query` with its `?`, `body` as the raw text sent. */
export type FuzzRequest = {
  caller: Caller;
  path: string;
  query: string;
  body: string | undefined;
  headers: Record<string, string>;
  withoutIdempotencyKey: boolean;
};

/** Field names the product's request schemas use: a body made of them reaches past "unknown field" into each field's rules. */
const fieldNames = [
  'email', 'password', 'confirmPassword', 'currentPassword', 'newPassword', 'remember', 'token', 'customerId', 'firstName', 'lastName',
  'company', 'phone', 'address', 'postalCode', 'city', 'territory', 'acceptTerms', 'acceptMarketing', 'parcelId', 'parcelIds', 'shipmentId',
  'purchaseId', 'returnId', 'conversationId', 'paymentId', 'photoId', 'uploadId', 'senderName', 'senderEmail', 'senderPhone', 'carrier',
  'trackingNumber', 'description', 'category', 'declaredValueEuros', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'instructions',
  'location', 'locations', 'boxNumber', 'destination', 'service', 'method', 'plan', 'reason', 'amountCents', 'text', 'body', 'subject',
  'message', 'name', 'items', 'lines', 'quantity', 'url', 'shopName', 'reference', 'notes', 'photos', 'contentType', 'sizeBytes', 'kind',
  'template', 'channels', 'preferences', 'assignedTo', 'urgency', 'priority', 'extraFees', 'costCents', 'version', 'status', 'q', 'c', 't',
];
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const queryKeys = ['sort', 'range', 'filter', 'page', 'perPage', 'cursor', 'q', 'status', 'c', 't', 'token', 'from', 'to', 'period', 'year', 'month', 'version', 'kind', 'id'];

/** Strings that broke services somewhere: empty, NUL, lone surrogates, traversal, encodings, injections, number-like words. */
const hostileWords = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', '\uFEFF', '\u202E', '🇫🇷👩‍👩‍👧', 'ǅ', 'İ', '../', '../../etc/passwd', '..%2F..%2F', '%2e%2e%2f', '%00', '%',
  '%E0%A4%A', '%uD800', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x1F', '9007199254740993', 'true', '[]', '{}',
  '<script>alert(1)</script>', "' OR '1'='1", '${7*7}', '{{7*7}}', '*', '?', '#', '\\', '/', ';', ',', '__proto__', 'constructor', 'toString',
];

const hostileString = (knownIds: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileWords) },
    ...(knownIds.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...knownIds) }] : []),
    // huge: from just over a field's limit to past the body limit
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.integer({ min: 300, max: 80_000 })).map(([unit, length]) => unit.repeat(length)) },
  );

/** Number tokens as JSON text: 1e309 parses to Infinity, -0 keeps its sign, 1e-400 underflows to 0. */
const hostileNumber = fc.oneof(
  fc.constantFrom('1e309', '-1e309', '-0', '0', '1e-400', '9007199254740993', '-1', '0.1', '1.005', '2147483648', '1e21', '100000000000000000000000'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
);

/** JSON text (not a value): it can hold what JSON.stringify cannot write (1e309, `__proto__` as a key, a key twice). */
const jsonText = (knownIds: readonly string[]) => {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
  const { value } = fc.letrec<{ value: string; leaf: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('array'), tie('object')),
    leaf: fc.oneof(hostileNumber, hostileString(knownIds).map((text) => JSON.stringify(text)), fc.constantFrom('true', 'false', 'null')),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map((entries) => `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${inner}`).join(',')}}`),
  }));
  return { key, value };
};

/**
 * Valid bodies of some routes: a few of their fields replaced with hostile values gets past the first field's
 * rule, into the others' and the handler's (what a body made only of hostile values seldom reaches).
 */
const templates: Record<string, Record<string, unknown>> = {
  'POST /api/parcels': declaration(),
  'POST /api/auth/register': registrationForm(),
  'POST /admin/api/parcels/{parcelId}/receive': { weightKg: 2.4, lengthCm: 40, widthCm: 30, heightCm: 20 },
  'POST /api/contact': { name: 'Inès', email: 'ines@example.com', category: 'general', subject: 'Question', message: 'Bonjour', urgent: false },
  'POST /api/support/conversations': { category: 'general', message: 'Bonjour' },
  'POST /api/support/conversations/{conversationId}/messages': { message: 'Bonjour' },
  'POST /admin/api/support/conversations/{conversationId}/messages': { message: 'Bonjour' },
  'POST /api/newsletter/subscriptions': { email: 'lecteur@example.com' },
  'POST /api/purchases': { shopName: 'Boutique', shopUrl: 'https://example.com', items: [{ name: 'Lampe', priceEuros: 20, quantity: 1 }], destination: '', instructions: '' },
};

/** A template's JSON text with its named fields' values replaced by JSON texts. */
const withFields = (template: Record<string, unknown>, replaced: readonly (readonly [string, string])[]) => {
  const entries = new Map(Object.entries(template).map(([name, inner]) => [name, JSON.stringify(inner)]));
  for (const [name, inner] of replaced) entries.set(name, inner);
  return `{${[...entries].map(([name, inner]) => `${JSON.stringify(name)}:${inner}`).join(',')}}`;
};

const bodyArbitrary = (route: FuzzedRoute, knownIds: readonly string[]) => {
  const { key, value } = jsonText(knownIds);
  const template = templates[`${route.method} ${route.path}`];
  return fc.oneof(
    ...(template === undefined
      ? []
      : [{ weight: 6, arbitrary: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(template)), key), value), { maxLength: 3 }).map((replaced) => withFields(template, replaced)) }]),
    // an object of the product's field names, each with a hostile value, and extra fields
    { weight: 5, arbitrary: fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 10 }).map((entries) => `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${inner}`).join(',')}}`) },
    { weight: 2, arbitrary: value },
    // deep nesting, as far as the body limit lets it go
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 50, max: 30_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"__proto__":', '}'], ['{"items":[', ']}']))
        .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`),
    },
    // prototype pollution and duplicate keys
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true,"admin":true,"status":"paid"}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"email":"a@example.com","email":{"$ne":null}}',
        '{"__proto__":null}',
        '{"toString":"x","valueOf":1,"hasOwnProperty":[]}',
      ),
    },
    // not JSON at all, or nothing
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', 'null', '{', '{"a":1,}', "{'a':1}", 'NaN', '\u0000', '\uFEFF{}', 'true', '"texte"')) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

/**
 * A header value Node's client can send (visible Latin-1 and spaces), sometimes long: up to 10 kB, API Gateway's limit
 * for one header, under the 16 kB of all headers that Node's server (the local gateway) reads before refusing a request.
 */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
  fc.integer({ min: 1000, max: 10_000 }).map((length) => 'h'.repeat(length)),
);
const contentTypes = [
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=iso-8859-1', 'application/json, text/plain',
  'application/jsonx', 'text/plain', 'text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----fuzz', 'application/xml', '*/*', ';',
];
const headerNames = [
  'accept', 'accept-language', 'accept-encoding', 'x-correlation-id', 'idempotency-key', csrfHeaderName.toLowerCase(), 'origin', 'referer', 'x-forwarded-for',
  'x-forwarded-host', 'x-forwarded-proto', 'x-http-method-override', 'range', 'if-none-match', 'if-modified-since', 'user-agent', 'x-requested-with', 'authorization', 'cookie',
];
const headersArbitrary = fc
  .tuple(
    // mostly the client's own `application/json`, a lie or an oddity one time in four
    fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...contentTypes), headerValue) }),
    fc.dictionary(fc.constantFrom(...headerNames), headerValue, { maxKeys: 3, noNullPrototype: true }),
  )
  .map(([contentType, others]) => ({ ...others, ...(contentType === null ? {} : { 'content-type': contentType }) }));

/** Percent-encoded as a browser would: a lone surrogate (which UTF-8 cannot carry) as U+FFFD, as `toWellFormed` writes it. */
const encoded = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** A path parameter: an id the runtime knows (one's own, another customer's), an unknown one, or a hostile one, encoded or raw. */
const pathParameter = (knownIds: readonly string[]) =>
  fc.oneof(
    ...(knownIds.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...knownIds) }] : []),
    { weight: 1, arbitrary: fc.constantFrom('introuvable', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'F-2026-000001', '0', '-1', '1e309') },
    { weight: 3, arbitrary: hostileString(knownIds).map((text) => encoded(text.slice(0, 2000))) },
    { weight: 1, arbitrary: fc.constantFrom('..', '..%2F..%2Fadmin%2Fapi%2Fusers', '..%2F..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%', '%00', '%ZZ', '%C0%AE%C0%AE', '%E2%80%AE', 'a;b', 'a%20b') },
  );

const queryArbitrary = (knownIds: readonly string[]) => {
  const { value } = jsonText(knownIds);
  const rawValue = fc.oneof(
    hostileString(knownIds).map((text) => encoded(text.slice(0, 1000))),
    value.map((text) => encoded(text.slice(0, 1000))),
    // left as typed: a lone %, a broken escape, a + or a second =
    fc.constantFrom('%', '%E0%A4%A', '%ZZ', 'a+b', 'a=b', '[', '["id","ASC"', '[0,1e309]', '{"q":', '%5B%5D'),
  );
  const name = fc.oneof(fc.constantFrom(...queryKeys), fc.constantFrom(...prototypeKeys, 'filter[__proto__]', 'sort[]', '%', ''), fc.string({ maxLength: 8 }).map(encoded));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fc.array(fc.tuple(name, rawValue), { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.map(([key, inner]) => `${key}=${inner}`).join('&')}`) },
  );
};

/**
 * A request to `route`: mostly from a caller the route lets in (the deeper code runs), sometimes from one it refuses;
 * the body of a GET is left out (fetch refuses one).
 */
export const requestArbitrary = (route: FuzzedRoute, knownIds: readonly string[]): fc.Arbitrary<FuzzRequest> => {
  const callers: Caller[] = route.access === 'public' ? ['visitor', 'customer', 'staff'] : route.access === 'customer' ? ['customer', 'customer', 'staff', 'visitor'] : ['staff', 'staff', 'staff', 'customer', 'visitor'];
  const parameters = route.path.match(/\{\w+\}/g) ?? [];
  return fc.record({
    caller: fc.constantFrom(...callers),
    path: fc.tuple(...parameters.map(() => pathParameter(knownIds))).map((values) => values.reduce<string>((path, parameter, index) => path.replace(parameters[index] ?? '', parameter), route.path)),
    query: route.method === 'GET' ? queryArbitrary(knownIds) : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryArbitrary(knownIds) }),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route, knownIds),
    headers: headersArbitrary,
    withoutIdempotencyKey: fc.boolean(),
  }).map((request) => Object.assign(request, { [fc.toStringMethod]: () => abbreviated(JSON.stringify(request)) }));
};

/** A counterexample as printed: a run of one character over 20 long written once with its count. */
export const abbreviated = (text: string) => text.replace(/(.)\1{19,}/gu, (run: string, unit: string) => `${unit}…(×${[...run].length})`).replace(/((?:%[0-9A-F]{2}){1,4})\1{9,}/g, (run: string, unit: string) => `${unit}…(×${run.length / unit.length})`);

/** What would show the code or the storage behind an answer: a stack frame, a file, an exception or a raw validation dump, a table. */
const leakPatterns: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>[\]]+ \(/,
  /\bat (?:file:\/\/)?\/[\w./-]+:\d+/,
  /\/work\/|\/home\/|\/var\/task|node_modules|file:\/\//,
  /\.(?:ts|js|mjs|cjs|tsx):\d+/,
  /\b\w*Error: /,
  /\b\w+Exception\b|ConditionalCheckFailed|TransactionCanceled|ProvisionedThroughput/,
  /ZodError|"code":\s*"(?:invalid_type|invalid_union|too_big|too_small|custom)"|"expected":\s*"/,
];

/**
 * The first leak in an answer's text, unless the request itself carried it (a refusal may repeat what was sent:
 * an id, a field's name), or undefined.
 */
export const leakIn = (answer: string, sent: string, internalNames: readonly string[]): string | undefined => {
  const patterns = [...leakPatterns, ...internalNames.map((name) => new RegExp(`\\b${name.replace(/[-]/g, '\\-')}\\b`))];
  for (const pattern of patterns) {
    const found = pattern.exec(answer);
    if (found && !pattern.test(sent)) return found[0];
  }
  return undefined;
};
