/**
 * Building blocks of the fuzz sweep (platform/fuzz-sweep.integration.test.ts): the operations of an
 * OpenAPI 3.1 document, a plausible value for a JSON schema, and hostile variants of paths, query
 * values and bodies.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  default?: unknown;
  additionalProperties?: boolean | Schema;
};

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

export const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );

const resolve = (schema: Schema | undefined, document: ApiDocument): Schema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return resolve(document.components?.schemas?.[name], document);
};

/** A value the schema plausibly accepts (patterns are not honoured; the server may still refuse it). */
export const sampleOf = (input: Schema | undefined, document: ApiDocument, depth = 0): unknown => {
  const schema = resolve(input, document);
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://fuzz.test/x';
      return 'fuzz'.padEnd(Math.max(4, schema.minLength ?? 0), 'z');
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, document, depth + 1));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name], document, depth + 1)]),
      );
    default:
      return undefined;
  }
};

/** Path ids no entity has: control characters, broken percent-encoding, huge, traversal, injection. */
export const hostilePathValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%zz',
  'x'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  "'%3B%20drop%20table%20users%3B--",
  '-1',
  '%F0%9F%92%A9',
];

/** Query values: the same, plus numbers out of every range and structured-looking text. */
export const hostileQueryValues = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(8_000),
  '-1',
  '1e309',
  '99999999999999999999999',
  '%7B%22a%22%3A1%7D',
  '%25%5F%5C',
];

const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

/** JSON texts of values that are wrong for most fields. */
const hostileValues: { label: string; json: string }[] = [
  { label: 'null', json: 'null' },
  { label: 'number', json: '12345' },
  { label: 'huge number', json: '1e308' },
  { label: 'negative', json: '-1' },
  { label: 'unsafe integer', json: '9007199254740993' },
  { label: 'fraction', json: '0.5' },
  { label: 'boolean', json: 'true' },
  { label: 'empty string', json: '""' },
  { label: 'long string', json: JSON.stringify('x'.repeat(10_000)) },
  { label: 'NUL', json: JSON.stringify('a\u0000b') },
  { label: 'lone surrogate', json: JSON.stringify('a\ud800b') },
  { label: 'array', json: '["x"]' },
  { label: 'array of NUL', json: JSON.stringify(['\u0000']) },
  { label: 'object', json: '{"x":1}' },
  { label: 'object with NUL key', json: JSON.stringify({ '\u0000': 1 }) },
  { label: 'deep object', json: deepObject(3_000) },
  { label: 'very deep object', json: deepObject(10_000) },
  { label: 'deep array', json: deepArray(3_000) },
];

/**
 * Hostile bodies for an operation: whole-body malformations, then each property (top level, and
 * one level into object properties) replaced by every hostile value in an otherwise plausible body.
 */
export const hostileBodies = (input: Schema | undefined, document: ApiDocument) => {
  const schema = resolve(input, document);
  const base = (sampleOf(schema, document) ?? {}) as Record<string, unknown>;
  const baseText = JSON.stringify(base);
  const bodies: { label: string; text: string }[] = [
    { label: 'invalid JSON', text: '{"a":' },
    { label: 'empty', text: '' },
    { label: 'array body', text: '[]' },
    { label: 'string body', text: '"x"' },
    { label: 'empty object', text: '{}' },
    { label: 'deep body', text: deepObject(10_000) },
    { label: 'NUL key', text: JSON.stringify({ ...base, '\u0000': 1 }) },
  ];
  const withValue = (path: string[], json: string) => {
    // Splice raw JSON text in, so values JSON.stringify cannot make (10,000 levels) still go out.
    const marker = '"__fuzz_marker__"';
    const copy = structuredClone(base) as Record<string, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null || Array.isArray(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[path.at(-1) ?? ''] = '__fuzz_marker__';
    return JSON.stringify(copy).replace(marker, json);
  };
  const properties = Object.entries(schema?.properties ?? {});
  for (const [name, property] of properties) {
    for (const { label, json } of hostileValues)
      bodies.push({ label: `${name}: ${label}`, text: withValue([name], json) });
    const inner = resolve(property, document);
    for (const innerName of Object.keys(inner?.properties ?? {}).slice(0, 8)) {
      for (const { label, json } of hostileValues.filter((value) =>
        /NUL|surrogate|deep object|number|null/.test(value.label),
      )) {
        bodies.push({ label: `${name}.${innerName}: ${label}`, text: withValue([name, innerName], json) });
      }
    }
  }
  if (properties.length === 0) bodies.push({ label: 'plausible', text: baseText });
  return bodies;
};

/** Runs `jobs` with at most `width` in flight, handing each answer to `judge` in completion order. */
export const runPool = async <T>(jobs: (() => Promise<T>)[], width: number, judge: (answer: T) => void) => {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) judge(await job());
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
};
