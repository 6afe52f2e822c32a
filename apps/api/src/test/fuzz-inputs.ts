/**
 * Inputs for the API fuzzing suite (src/fuzz.test.ts): fast-check arbitraries for hostile
 * strings, numbers, hosts, credentials, query strings, path parameters and bodies, driven by the
 * JSON schemas of the app's own OpenAPI document, so a new route is fuzzed without edits here.
 *
 * Everything but RawNoise can travel through Node's HTTP client: URLs are printable ASCII (hostile
 * text is percent-encoded, or one of a few deliberate raw fragments) and header values are latin1
 * without control characters. RawNoise is for requests written byte by byte.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { MONEY_DESCRIPTION } from '@platter/domain';

// ---------------------------------------------------------------------------------------------
// The routes, from the OpenAPI document
// ---------------------------------------------------------------------------------------------

/** The subset of JSON Schema that @fastify/swagger emits for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema | false;
  prefixItems?: readonly JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Only "is an object" is checked: every JsonSchema field is optional, and the generators below
// check each one's type again (typeof) before using it, so an odd keyword degrades to "any value".
const schemaNode = z.custom<JsonSchema>(isRecord);

const parameterSpec = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: schemaNode.optional(),
});
type ParameterSpec = z.infer<typeof parameterSpec>;

const operationSpec = z.object({
  parameters: z.array(parameterSpec).optional(),
  requestBody: z
    .object({ required: z.boolean().optional(), content: z.record(z.string(), z.object({ schema: schemaNode.optional() })) })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

const openApiDocument = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RouteSpec {
  /** 'GET', 'POST', ... */
  method: string;
  /** '/api/v1/products/{id}', as in the document. */
  template: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | null;
  /** Documented as needing a bearer token. */
  secured: boolean;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of an OpenAPI document (`app.swagger()`), with its parameters and body schema. */
export function routesOf(document: unknown): RouteSpec[] {
  const { paths } = openApiDocument.parse(document);
  const routes: RouteSpec[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const operation = operationSpec.parse(raw);
      const params = operation.parameters ?? [];
      const of = (where: ParameterSpec['in']): Parameter[] =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const content = operation.requestBody?.content ?? {};
      const json = Object.entries(content).find(([type]) => type.includes('json'))?.[1];
      routes.push({
        method: method.toUpperCase(),
        template,
        pathParams: of('path'),
        queryParams: of('query'),
        headerParams: of('header'),
        body: json ? (json.schema ?? {}) : null,
        secured: (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement),
      });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// What must never appear in an answer
// ---------------------------------------------------------------------------------------------

export interface Leak {
  what: string;
  pattern: RegExp;
}

/**
 * Text that betrays a stack trace, SQL or the server's files. SQL keywords count only in SQL
 * shape: 'Please select a payment method.' is English, 'select "id" from' is not.
 */
export const LEAKS: readonly Leak[] = [
  { what: 'a stack frame', pattern: /^ {4}at |\bat .+\.[cm]?[jt]sx?:\d+:\d+/m },
  { what: 'node_modules', pattern: /node_modules/ },
  { what: 'a source position', pattern: /\.[cm]?[jt]sx?:\d+/ },
  { what: 'a SELECT', pattern: /\bselect\s+(?:\*|distinct\b|count\s*\(|"|[\w."]+\s*(?:,\s*[\w."]+\s*)*from\b)/i },
  { what: 'an INSERT', pattern: /\binsert\s+into\b/i },
  { what: 'an UPDATE', pattern: /\bupdate\s+"?\w+"?\s+set\b/i },
  { what: 'a DELETE', pattern: /\bdelete\s+from\b/i },
  { what: 'a PostgreSQL error', pattern: /syntax error at|\bviolates\b|relation "|invalid input syntax for|duplicate key value|column "[^"]*" (?:does not exist|of relation)/i },
  { what: "drizzle's error", pattern: /Failed query/i },
  { what: 'a test database path', pattern: /platter-test-db-|platter-pglite-template/ },
];

/**
 * Generated text never looks like a leak, so an answer echoing (or storing, then echoing) what
 * was sent can never be mistaken for one.
 */
function clean(text: string): boolean {
  return !LEAKS.some((leak) => leak.pattern.test(text));
}

// ---------------------------------------------------------------------------------------------
// Hostile scalars
// ---------------------------------------------------------------------------------------------

/** A JSON number literal JSON.stringify cannot write (1e999 parses to Infinity, 30 digits lose precision). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  'a\u0000b',
  '\u0000',
  '\u001b[31mred',
  '\b\f\v',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028\u2029',
  '\ufeff',
  '\u200b\u200c\u200d',
  '\u202eevil',
  '\ud800',
  '\udfff',
  'a\ud83db',
  '🍕',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'ß',
  'İ',
  'ﬀ',
  'Ǆ',
  '１２３',
  '١٢٣',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '00001',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '\\\\\\',
  '%',
  '%00',
  '_',
  '$1',
  "1'); --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/dev/null',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'a'.repeat(101),
  'x'.repeat(1001),
];

/** A control character (C0 but tab/LF/CR, DEL, C1): the plain-text guard must refuse it. NUL most often (PostgreSQL refuses it). */
const controlCharacter = fc.oneof(
  { arbitrary: fc.constant(0), weight: 3 },
  { arbitrary: fc.integer({ min: 0x01, max: 0x1f }).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d), weight: 2 },
  { arbitrary: fc.integer({ min: 0x7f, max: 0x9f }), weight: 1 },
).map((code) => String.fromCharCode(code));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** One odd character to slip into otherwise good text. */
export const taintCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: controlCharacter, weight: 4 },
  { arbitrary: loneSurrogate, weight: 1 },
  { arbitrary: fc.constantFrom('\u2028', '\ufeff', '\u202e', '🍕', '%', "'", '\\', '\t', '\n'), weight: 1 },
);

/** `text` with `odd` inserted at a position (a fraction of its length, so shrinking keeps it in range). */
export function insertAt(text: string, odd: string, at: number): string {
  const index = Math.floor((at % 1000) / 1000 * (text.length + 1));
  return `${text.slice(0, index)}${odd}${text.slice(index)}`;
}

/** 'ab\0cd': ordinary text with control characters (or lone surrogates) mixed in. */
const stringWithControls = fc
  .tuple(fc.string({ maxLength: 8 }), fc.oneof(controlCharacter, loneSurrogate), fc.string({ maxLength: 8 }))
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** Long text: past every maxLength, up to 50k characters (bodies stay under the 1 MB limit). */
const longString = fc
  .tuple(fc.constantFrom('a', 'é', '🍕', ' ', '\u0000', '%', '<', '\\'), fc.constantFrom(41, 101, 201, 301, 1001, 10_000, 50_000))
  .map(([unit, times]) => unit.repeat(times));

/** Strings meant to break something: known nasties, any code points, controls, surrogates, huge text. */
export const hostileString: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
    { arbitrary: stringWithControls, weight: 3 },
    { arbitrary: longString, weight: 1 },
  )
  .filter(clean);

/** Numbers at the edges: huge, tiny, negative zero, fractions of a cent, beyond safe integers. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      0,
      -0,
      -1,
      1,
      0.001,
      0.005,
      0.015,
      1 / 3,
      99.999,
      4000,
      4001,
      100_000.01,
      1_000_000.01,
      2 ** 31,
      -(2 ** 31),
      2 ** 53,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 63,
      1e21,
      1e308,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
    weight: 4,
  },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  {
    arbitrary: fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '1.0000000000000000001', '-0.0', '1E-400', '0.1e1').map(
      (text) => new RawJson(text),
    ),
    weight: 1,
  },
);

/** Values of the wrong kind entirely: deep nesting, big arrays, prototype keys. */
const deepNesting = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Up to 5,000 elements: large, yet far below the 1 MB body limit. */
const bigArray = fc
  .tuple(fc.constantFrom<unknown>(0, 'x', null, {}, [], { productId: 'x' }), fc.constantFrom(101, 1_000, 5_000))
  .map(([item, length]) => Array.from({ length }, () => item));

/** Objects whose own keys are '__proto__' / 'constructor' (Object.fromEntries makes them own data keys). */
const prototypeKeys = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom<unknown>({ isAdmin: true }, { prototype: { isAdmin: true } }, 'x', null))
  .map(([key, value]) => Object.fromEntries([[key, value]]));

/** Any JSON value that is wrong for almost every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: hostileNumber, weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: bigArray, weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// Encoding for URLs, headers and JSON
// ---------------------------------------------------------------------------------------------

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes (encodeURIComponent would throw on a lone surrogate). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What the server sees of text sent in a header: its UTF-8 bytes as latin1, minus what HTTP forbids. */
export function headerSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return Buffer.from(text, 'utf8').toString('latin1').replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** JSON text; RawJson values are written as they are, own '__proto__' keys are kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// Values shaped by a schema, and mutations of them
// ---------------------------------------------------------------------------------------------

/** Plausible values by field or parameter name ('restaurantId' → real restaurant ids), from the test's data. */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function typesOf(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  if (isRecord(schema.properties)) return ['object'];
  if (schema.items !== undefined || Array.isArray(schema.prefixItems)) return ['array'];
  return [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema.maxLength) ?? 30, 40));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc.oneof(
      fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
      // Valid by the pattern, at the edges of what JavaScript and PostgreSQL can hold.
      fc.constantFrom(
        '0000-01-01T00:00:00Z',
        '0001-01-01T00:00:00Z',
        '1970-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999999999Z',
        '2024-02-29T12:00:00Z',
        '2026-06-02T13:00:00+23:59',
        '2026-06-02T13:00:00-23:59',
        '2026-06-02T13:00:00.000000000000000001Z',
      ),
    );
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (num(schema.maxLength) ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain text will do.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(num(schema.minimum) ?? -1_000_000, -1_000_000);
  const max = Math.min(num(schema.maximum) ?? 1_000_000, 1_000_000);
  if (integer) return fc.oneof(fc.integer({ min, max: Math.min(max, min + 10) }), fc.integer({ min, max }));
  if (schema.description === MONEY_DESCRIPTION) {
    // Money: whole cents, mostly small amounts.
    const lo = Math.ceil(min * 100);
    const hi = Math.floor(max * 100);
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 10_000) }), fc.integer({ min: lo, max: hi })).map((cents) => cents / 100);
  }
  return fc.double({ min, max, noNaN: true });
}

/** A value that (mostly) satisfies `schema`; `name` is the field or parameter it is for. */
export function valueFor(schema: JsonSchema, hints: Hints, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const base = schemaValue(schema, hints, depth);
  const hint = name !== undefined ? hints[name] : undefined;
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: base, weight: 1 }) : base;
}

function schemaValue(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => schemaValue(s, hints, depth + 1)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return numberFor(schema, true);
        case 'number':
          return numberFor(schema, false);
        case 'string':
          return stringFor(schema);
        case 'array':
          return arrayFor(schema, hints, depth);
        case 'object':
          return objectFor(schema, hints, depth);
        default:
          return fc.jsonValue({ maxDepth: 2 });
      }
    }),
  );
}

function arrayFor(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.prefixItems)) return fc.tuple(...schema.prefixItems.map((s) => schemaValue(s, hints, depth + 1)));
  const items = isRecord(schema.items) ? schema.items : {};
  const minLength = num(schema.minItems) ?? 0;
  const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 3, 3));
  return fc.array(schemaValue(items, hints, depth + 1), { minLength, maxLength });
}

function objectFor(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = valueFor(property, hints, key, depth + 1);
  const required = (Array.isArray(schema.required) ? schema.required : []).filter((key) => key in model);
  return fc.record(model, { requiredKeys: required });
}

/** Where a value has parts: [] is the value itself, ['items', 0, 'quantity'] a leaf. */
type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = [], limit = 200): Path[] {
  if (out.length >= limit) return out;
  out.push(path);
  if (Array.isArray(value)) value.slice(0, 20).forEach((item, index) => pathsOf(item, [...path, index], out, limit));
  else if (isRecord(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...path, key], out, limit);
  return out;
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the part at `path` replaced (or removed); own '__proto__' keys survive. */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head, 1);
    else copy[head] = setAt(copy[head], rest, replacement);
    return copy;
  }
  if (isRecord(value) && typeof head === 'string') {
    const entries = Object.keys(value).map((key): [string, unknown] => [key, value[key]]);
    const next = entries
      .filter(([key]) => !(key === head && rest.length === 0 && replacement === REMOVE))
      .map(([key, item]): [string, unknown] => (key === head ? [key, setAt(item, rest, replacement)] : [key, item]));
    return Object.fromEntries(next);
  }
  return value;
}

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'id', '_id', 'userId', 'isAdmin', 'role', 'status', 'paymentStatus', '', ' '),
  hostileString.map((s) => s.slice(0, 50)),
);

type Mutation =
  | { kind: 'taint'; at: number; odd: string; where: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'repeat'; at: number; times: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Good text with one bad character in it: the rest of the body stays valid, so it reaches the database.
  { arbitrary: fc.record({ kind: fc.constant('taint' as const), at: fc.nat(), odd: taintCharacter, where: fc.nat() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: extraKey, value: hostileValue }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), times: fc.constantFrom(2, 51, 101, 1000) }), weight: 1 },
);

function applyMutation(value: unknown, m: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[m.at % paths.length] ?? [];
  switch (m.kind) {
    case 'taint': {
      const strings = paths.filter((p) => typeof getAt(value, p) === 'string');
      const target = strings[m.at % Math.max(strings.length, 1)];
      const text = target ? getAt(value, target) : undefined;
      return target && typeof text === 'string' ? setAt(value, target, insertAt(text, m.odd, m.where)) : value;
    }
    case 'replace':
      return setAt(value, path, m.value);
    case 'remove':
      return path.length === 0 ? value : setAt(value, path, REMOVE);
    case 'add': {
      const objects = paths.filter((p) => isRecord(getAt(value, p)));
      const target = objects[m.at % Math.max(objects.length, 1)];
      if (!target) return value;
      const object = getAt(value, target);
      if (!isRecord(object)) return value;
      return setAt(value, target, Object.fromEntries([...Object.keys(object).map((k): [string, unknown] => [k, object[k]]), [m.key, m.value]]));
    }
    case 'repeat': {
      // Grows an array by repeating its first element: bounded, but past every maxItems.
      const arrays = paths.filter((p) => Array.isArray(getAt(value, p)));
      const target = arrays[m.at % Math.max(arrays.length, 1)];
      if (!target) return value;
      const array = getAt(value, target);
      if (!Array.isArray(array) || array.length === 0) return value;
      return setAt(value, target, Array.from({ length: m.times }, (_, i) => array[i % array.length]));
    }
  }
}

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isRecord(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

/** `base` with one to three parts replaced by hostile values, removed, repeated or joined by odd keys. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce<unknown>((current, m) => applyMutation(current, m), value));
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Credentials are symbolic where they are live: the fuzz diner's session can change during the run. */
export type Authorization = { kind: 'none' } | { kind: 'valid' } | { kind: 'header'; value: string };
export type Cookie = { kind: 'none' } | { kind: 'valid-refresh' } | { kind: 'header'; value: string };

export interface FuzzRequest {
  route: string;
  method: string;
  /** Path and query, percent-encoded (a few deliberate raw fragments aside). */
  url: string;
  /** Never '' in practice for inject: light-my-request puts 'localhost:80' in place of an empty Host. */
  host: string | null;
  authorization: Authorization;
  cookie: Cookie;
  headers: Record<string, string>;
  contentType: string | null;
  payload: string | null;
  /**
   * Through app.inject; through a real socket with Node's HTTP client (Node's parser, no URL
   * normalisation); or written byte by byte ('raw'), with `raw` breaking the HTTP framing itself.
   */
  transport: 'inject' | 'socket' | 'raw';
  raw: RawNoise;
}

/** How a 'raw' request breaks HTTP: its version, an absolute-form target, header lines no client would send. */
export interface RawNoise {
  version: string;
  absoluteForm: boolean;
  lines: string[];
}

/** Header lines Node's parser must refuse (400) or shrug off, never crash on or leave unanswered. */
const RAW_HEADER_LINES: readonly string[] = [
  'X-Nul: a\u0000b',
  'X-Cr: a\rb',
  'X-Bell: \u0007',
  'Authorization: Bearer \u0001',
  'Cookie: platter_refresh=\u0000',
  'Host: second.localhost',
  'Host: ',
  'Host: a\u0000b',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: gzip, chunked',
  'Content-Length: abc',
  'Content-Length: 1, 2',
  'Bad Header: x',
  ' folded continuation',
  ': no name',
  'NoColon',
  `X-Long: ${'a'.repeat(20_000)}`,
  'X-Utf8: 🍕 ü',
  'Expect: 100-continue',
  'Upgrade: websocket',
  'Connection: upgrade',
  'Content-Type: application/json\u0000',
];

const rawNoise: fc.Arbitrary<RawNoise> = fc.record({
  version: fc.oneof({ arbitrary: fc.constant('HTTP/1.1'), weight: 8 }, { arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/1', 'http/1.1'), weight: 1 }),
  absoluteForm: fc.oneof({ arbitrary: fc.constant(false), weight: 8 }, { arbitrary: fc.constant(true), weight: 1 }),
  lines: fc.array(fc.constantFrom(...RAW_HEADER_LINES), { maxLength: 2 }),
});

/** What the test knows of the seeded world: plausible values by name, and known-good bodies by route. */
export interface FuzzWorld {
  /** By field / query-parameter name ('restaurantId', 'couponCode', 'email' ...). */
  hints: Hints;
  /** By path-parameter name ('id', 'addressId', 'slug' ...): raw values, encoded here. */
  pathHints: Readonly<Record<string, readonly string[]>>;
  /** Real ids of rows of every kind: any path parameter may get one. */
  realIds: readonly string[];
  /** A body the route accepts, by 'METHOD template'. */
  examples: Readonly<Record<string, unknown>>;
  /** Bearer values signed with the app's key but with odd claims (see the test). */
  forgedTokens: readonly string[];
  /** The refresh cookie's name. */
  refreshCookie: string;
}

/**
 * Printer addresses the server must never connect to (issue 40), in the spellings a resolver reads:
 * loopback, unspecified, broadcast, multicast, link-local and cloud metadata, public, IPv4 written
 * in hex, octal, as one number or shorthand, IPv4-mapped IPv6, the deployment's names. The fuzz
 * sends them (and variants) as an owner's printers: each is 400, never saved.
 */
export const HOSTILE_PRINTER_HOSTS: readonly string[] = [
  ...['localhost', 'ip6-localhost', 'ip6-loopback', '127.0.0.1', '127.0.0.53', '127.1', '127.0.1', '2130706433', '0x7f000001', '0x7f.0.0.1', '0177.0.0.1', '017700000001'],
  ...['::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:0:7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::', '::127.0.0.1', '0.0.0.0', '0', '::', '255.255.255.255'],
  ...['224.0.0.1', 'ff02::1', '169.254.169.254', '0xa9fea9fe', '2852039166', '0251.0376.0251.0376', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', 'fe80::1', 'fe80::1%eth0', 'fd00:ec2::254'],
  ...['100.100.100.200', '192.0.0.192', '8.8.8.8', '010.0.0.1', '172.016.0.1', '192.168.001.050', '10.0.0.1.1', '1e1.0.0.1', '127.0.0.1:9100', '10.0.0.1%00'],
  ...['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal', 'redis', 'postgres', 'db', 'host.docker.internal', 'kubernetes.default.svc'],
  ...['printer.localhost', 'printer.example.com', 'rebind.printer.test', 'loopback.printer.test', 'nowhere.invalid'],
];

/** A hostile printer address, as typed (case, brackets, a final dot, spaces). */
export const hostilePrinterHost: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HOSTILE_PRINTER_HOSTS), fc.constantFrom('as is', 'upper', 'dot', 'brackets', 'spaces'))
  .map(([host, how]) => {
    if (how === 'upper') return host.toUpperCase();
    if (how === 'dot') return `${host}.`;
    if (how === 'brackets' && host.includes(':')) return `[${host}]`;
    if (how === 'spaces') return ` ${host}\t`;
    return host;
  });

export const VALID_HOSTS: readonly string[] = [
  'localhost',
  'localhost:3000',
  'golden-fork.localhost',
  'tasca-do-porto.localhost',
  '127.0.0.1:3000',
  '[::1]:3000',
];

/** Hosts that name no restaurant, or are not valid hosts at all. */
export const hostileHost: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'unknown.localhost',
      'evil.example.com',
      'a@b',
      'user:pass@golden-fork.localhost',
      'golden fork.localhost',
      'localhost:99999',
      'localhost:-1',
      'localhost:abc',
      '[::1',
      '::1',
      '[::1]]',
      '',
      ' ',
      '.',
      '..',
      '.localhost',
      'localhost.',
      'GOLDEN-FORK.LOCALHOST.',
      'golden-fork.localhost..',
      'a.b.golden-fork.localhost',
      'golden-fork.localhost:80:80',
      '0x7f000001',
      '2130706433',
      '999.999.999.999',
      '%00.localhost',
      '%2e%2e',
      '__proto__.localhost',
      'constructor',
      'localhost, evil.com',
      `${'a'.repeat(64)}.localhost`,
      `${'a'.repeat(10_000)}.localhost`,
    ),
    weight: 5,
  },
  { arbitrary: fc.domain(), weight: 1 },
  { arbitrary: hostileString.map(headerSafe), weight: 2 },
  { arbitrary: fc.tuple(fc.constantFrom(...VALID_HOSTS), hostileString).map(([host, tail]) => headerSafe(`${host}${tail}`)), weight: 1 },
);

const host: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constantFrom(...VALID_HOSTS), weight: 6 },
  { arbitrary: hostileHost, weight: 3 },
  // No Host header at all (only possible over a socket; inject fills one in).
  { arbitrary: fc.constant(null), weight: 1 },
);

function authorization(world: FuzzWorld): fc.Arbitrary<Authorization> {
  const garbage = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x',
      'bearer null',
      'Bearer undefined',
      'Bearer a.b.c',
      // alg "none", no signature
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIn0.',
      `Bearer ${'a'.repeat(10_000)}`,
      'Basic dXNlcjpwYXNz',
      'Token abc',
      'Bearer a, Bearer b',
      '',
    ),
    hostileString.map((s) => headerSafe(`Bearer ${s}`)),
    hostileString.map(headerSafe),
    fc.constantFrom(...world.forgedTokens).map((token) => `Bearer ${token}`),
  );
  return fc.oneof(
    { arbitrary: fc.constant<Authorization>({ kind: 'none' }), weight: 3 },
    // Mostly signed in, so the routes behind app.authenticate get past it.
    { arbitrary: fc.constant<Authorization>({ kind: 'valid' }), weight: 6 },
    { arbitrary: garbage.map((value): Authorization => ({ kind: 'header', value })), weight: 3 },
  );
}

function cookie(world: FuzzWorld): fc.Arbitrary<Cookie> {
  const garbage = fc.oneof(
    fc.constantFrom(
      `${world.refreshCookie}=`,
      `${world.refreshCookie}=x`,
      `${world.refreshCookie}=a; ${world.refreshCookie}=b`,
      `${world.refreshCookie}=${'a'.repeat(5000)}`,
      'a',
      '=',
      ';;;',
      'a=%E0%A4%A',
      '__proto__=1',
      `${'x'.repeat(20_000)}=1`,
    ),
    hostileString.map((s) => headerSafe(`${world.refreshCookie}=${s}`)),
    fc.uuid().map((id) => `${world.refreshCookie}=${id}`),
  );
  return fc.oneof(
    { arbitrary: fc.constant<Cookie>({ kind: 'none' }), weight: 6 },
    { arbitrary: fc.constant<Cookie>({ kind: 'valid-refresh' }), weight: 1 },
    { arbitrary: garbage.map((value): Cookie => ({ kind: 'header', value })), weight: 2 },
  );
}

/** Raw URL fragments that percent-encoding would hide: traversal, broken escapes, NUL, overlong UTF-8. */
const RAW_FRAGMENTS: readonly string[] = [
  '%00',
  '..%2f',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '.',
  '%',
  '%zz',
  '%C0%AE',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  'a%2Fb',
  '%0A',
  '%0D%0A',
  '%7F',
  '%C2%85',
  '%25',
  '%2525',
  '*',
  ';',
  '%3B',
  '+',
  '#',
  '?',
  '//',
];

/** A path parameter: real ids and values, schema values, random uuids, hostile text, raw fragments. */
function pathParam(param: Parameter, world: FuzzWorld): fc.Arbitrary<string> {
  const known = world.pathHints[param.name] ?? [];
  const asText = (value: unknown): string => (typeof value === 'string' ? value : toJsonText(value));
  return fc.oneof(
    ...(known.length ? [{ arbitrary: fc.constantFrom(...known).map(percentEncode), weight: 4 }] : []),
    ...(world.realIds.length ? [{ arbitrary: fc.constantFrom(...world.realIds), weight: 1 }] : []),
    { arbitrary: schemaValue(param.schema, world.hints, 0).map((v) => percentEncode(asText(v))), weight: 2 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: hostileString.map(percentEncode), weight: 3 },
    { arbitrary: hostileNumber.map((n) => percentEncode(asText(n))), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_FRAGMENTS), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom(...(known.length ? known : ['x'])), fc.constantFrom(...RAW_FRAGMENTS)).map(([k, f]) => `${percentEncode(k)}${f}`), weight: 1 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...(known.length ? known : ['x'])), taintCharacter, fc.nat()).map(([k, odd, at]) => percentEncode(insertAt(k, odd, at))),
      weight: 1,
    },
  );
}

/** A query value, already encoded: hostile text, edge numbers as text, raw fragments. */
const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map(percentEncode), weight: 4 },
  {
    arbitrary: fc.constantFrom('', 'NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1e308', '1e999', '99999999999999999999', '1.5', '%201', '0x1f', '1_0', 'true', 'TRUE', 'yes', '[]', '{}', 'null'),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(...RAW_FRAGMENTS.filter((f) => f !== '#')), weight: 2 },
);

const QUERY_EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'restaurantId', 'limit', 'page', 'a[b]', 'a[]', '', '%00', '=', 'x'.repeat(300)];

/** One query parameter, as 'key=value' pairs (zero, one or several: repeated keys become arrays). */
function queryParam(param: Parameter, world: FuzzWorld): fc.Arbitrary<string[]> {
  const key = percentEncode(param.name);
  const validText = valueFor(param.schema, world.hints, param.name).map((v) => (typeof v === 'string' ? v : toJsonText(v)));
  const valid = validText.map(percentEncode);
  const tainted = fc.tuple(validText, taintCharacter, fc.nat()).map(([text, odd, at]) => percentEncode(insertAt(text, odd, at)));
  const value = fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: tainted, weight: 1 }, { arbitrary: hostileQueryValue, weight: 2 });
  return fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: param.required ? 1 : 3 },
    { arbitrary: value.map((v) => [`${key}=${v}`]), weight: 5 },
    { arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${key}=${v}`)), weight: 1 },
    { arbitrary: value.map((v) => [`${key}[]=${v}`, `${key}[0]=${v}`]), weight: 1 },
    { arbitrary: fc.constant<string[]>([key]), weight: 1 },
  );
}

function queryString(params: readonly Parameter[], world: FuzzWorld): fc.Arbitrary<string> {
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...QUERY_EXTRA_KEYS).map(percentEncode), hostileString.map((s) => percentEncode(s.slice(0, 40)))), hostileQueryValue),
    { maxLength: 3 },
  );
  const hostileWhole = fc.constantFrom('?', '??', '?&', '?=', '?&&&', `?${'a=1&'.repeat(2000)}`, `?limit=${'9'.repeat(5000)}`);
  return fc.oneof(
    {
      arbitrary: fc.tuple(fc.tuple(...params.map((p) => queryParam(p, world))), extra).map(([known, more]) => {
        const pairs = [...known.flat(), ...more.map(([k, v]) => `${k}=${v}`)];
        return pairs.length ? `?${pairs.join('&')}` : '';
      }),
      weight: 12,
    },
    { arbitrary: hostileWhole, weight: 1 },
  );
}

function headerParams(params: readonly Parameter[], world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc
    .tuple(
      ...params.map((param) =>
        fc
          .oneof(
            { arbitrary: fc.uuid(), weight: 6 },
            { arbitrary: valueFor(param.schema, world.hints, param.name).map((v) => headerSafe(typeof v === 'string' ? v : toJsonText(v))), weight: 1 },
            { arbitrary: hostileString.map(headerSafe), weight: 2 },
            { arbitrary: fc.constant(null), weight: 1 },
          )
          .map((value): [string, string | null] => [param.name, value]),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((p): p is [string, string] => p[1] !== null)));
}

/** Headers no route asks for, but every server gets: forwarding, caching, encodings, origins. */
const strayHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constant('x-forwarded-for'), fc.constantFrom('1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8', '')),
      fc.tuple(fc.constant('x-forwarded-host'), hostileHost),
      fc.tuple(fc.constant('x-forwarded-proto'), fc.constantFrom('https', 'gopher', '')),
      fc.tuple(fc.constant('accept'), fc.constantFrom('text/html', '*/*', 'application/xml', 'garbage/', ';;;')),
      fc.tuple(fc.constant('accept-encoding'), fc.constantFrom('gzip, deflate, br', 'identity;q=0', 'garbage')),
      fc.tuple(fc.constant('accept-language'), fc.constantFrom('pt-PT', '*', 'x'.repeat(500))),
      fc.tuple(fc.constant('if-none-match'), fc.constantFrom('*', '"abc"', 'W/"x"', 'garbage')),
      fc.tuple(fc.constant('if-modified-since'), fc.constantFrom('garbage', 'Thu, 01 Jan 1970 00:00:00 GMT')),
      fc.tuple(fc.constant('range'), fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'garbage')),
      fc.tuple(fc.constant('origin'), fc.constantFrom('http://evil.example', 'null')),
      fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'garbage')),
      fc.tuple(fc.constant('x-http-method-override'), fc.constantFrom('DELETE', 'PUT')),
      fc.tuple(fc.constantFrom('x-custom', '__proto__', 'constructor'), hostileString.map(headerSafe)),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json; charset=utf-16le', 'application/json;;;', 'application/json, text/plain'];

/** Text the JSON parser must refuse politely. */
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'1'.repeat(5000)}}`,
  ' ',
  '',
  'null',
  '"just a string"',
  '42',
  '\u0000',
);

/** Past the 1 MB body limit: 413. */
const OVERSIZED_BODY = `{"a":"${'x'.repeat(1_100_000)}"}`;

export interface Body {
  contentType: string | null;
  payload: string | null;
}

/** A body: schema-shaped or example-shaped (mutated or not), any JSON, broken JSON, wrong types, none. */
function body(route: RouteSpec, world: FuzzWorld): fc.Arbitrary<Body> {
  const example = world.examples[`${route.method} ${route.template}`];
  const shaped = fc.oneof(
    ...(route.body ? [{ arbitrary: valueFor(route.body, world.hints), weight: 2 }] : []),
    ...(example !== undefined ? [{ arbitrary: fc.constant(example), weight: 2 }] : []),
    { arbitrary: fc.constant<unknown>({}), weight: 1 },
  );
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, fc.oneof({ arbitrary: fc.constant('application/json'), weight: 8 }, { arbitrary: fc.constantFrom(...JSON_TYPES), weight: 1 })).map(
      ([v, contentType]): Body => ({ contentType, payload: toJsonText(v) }),
    );
  return fc.oneof(
    { arbitrary: json(mutated(shaped)), weight: 10 },
    { arbitrary: json(shaped), weight: 6 },
    { arbitrary: json(hostileValue), weight: 2 },
    { arbitrary: brokenJson.map((payload): Body => ({ contentType: 'application/json', payload })), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream', 'garbage', '', ';', 'text/plain; charset=utf-8'),
          fc.oneof(fc.constantFrom('a=1&b=2', '<a/>', '--x\r\n\r\n--x--', '{"couponCode":"WELCOME10"}'), hostileString),
        )
        .map(([contentType, payload]): Body => ({ contentType, payload })),
      weight: 2,
    },
    { arbitrary: fc.constantFrom<Body>({ contentType: null, payload: null }, { contentType: 'application/json', payload: null }), weight: 2 },
    { arbitrary: fc.constant<Body>({ contentType: 'application/json', payload: OVERSIZED_BODY }), weight: 1 },
  );
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Hostile requests to one route: every part of the request drawn independently. */
export function requestFor(route: RouteSpec, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...route.pathParams.map((p) => pathParam(p, world).map((v): [string, string] => [p.name, v])));
  const path = params.map((pairs) => {
    const values = new Map(pairs);
    return route.template.replace(/\{([^}]+)\}/g, (_, name: string) => values.get(name) ?? '');
  });
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(route.method), weight: 25 }, { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 }),
      path,
      query: queryString(route.queryParams, world),
      host,
      authorization: authorization(world),
      cookie: cookie(world),
      routeHeaders: headerParams(route.headerParams, world),
      stray: strayHeaders,
      body: body(route, world),
      transport: fc.oneof(
        { arbitrary: fc.constant('inject' as const), weight: 10 },
        { arbitrary: fc.constant('socket' as const), weight: 2 },
        { arbitrary: fc.constant('raw' as const), weight: 1 },
      ),
      raw: rawNoise,
    })
    .map((r) =>
      described({
        route: `${route.method} ${route.template}`,
        method: r.method,
        url: `${r.path}${r.query}`,
        host: r.host,
        authorization: r.authorization,
        cookie: r.cookie,
        headers: { ...r.stray, ...r.routeHeaders },
        contentType: r.body.contentType,
        payload: r.body.payload,
        // HEAD never through Node's client: Node's early refusals (431 headers too large, 400
        // not HTTP) carry a JSON body even to a HEAD, which the client reports as a parse error.
        transport: r.method === 'HEAD' && r.transport === 'socket' ? 'inject' : r.transport,
        raw: r.raw,
      }),
    );
}

/** fast-check prints a counterexample with this (long text cut), not as a 50k-character dump. */
function described(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

/** One line per request for fast-check's counterexamples: long text is cut, its length kept. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 200 ? `${JSON.stringify(text.slice(0, 200))}…(${text.length} chars)` : JSON.stringify(text));
  const auth = request.authorization.kind === 'header' ? cut(request.authorization.value) : request.authorization.kind;
  const cookieText = request.cookie.kind === 'header' ? cut(request.cookie.value) : request.cookie.kind;
  return (
    `${request.method} ${cut(request.url)} via ${request.transport}${request.transport === 'raw' ? ` ${cut(JSON.stringify(request.raw))}` : ''}; host ${request.host === null ? '(none)' : cut(request.host)}; ` +
    `authorization ${auth}; cookie ${cookieText}; headers ${cut(JSON.stringify(request.headers))}; ` +
    `content-type ${request.contentType === null ? '(none)' : cut(request.contentType)}; body ${request.payload === null ? '(none)' : cut(request.payload)}`
  );
}
