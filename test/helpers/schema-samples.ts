// JSON Schema walkers for the mass-assignment tests (security item 1): where a schema leaves an
// object open, a value it accepts, and where a value has objects to smuggle extra fields into.

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Schema)
    : undefined;

/** The sub-schemas a schema applies to parts of its value, each with where it applies. */
function children(schema: Schema, path: string): [Schema, string][] {
  const found: [Schema, string][] = [];
  const add = (value: unknown, where: string) => {
    const child = asSchema(value);
    if (child) found.push([child, where]);
  };
  for (const [key, value] of Object.entries(asSchema(schema.properties) ?? {})) {
    add(value, `${path}.${key}`);
  }
  for (const value of Object.values(asSchema(schema.patternProperties) ?? {})) {
    add(value, `${path}.*`);
  }
  add(schema.additionalProperties, `${path}.*`);
  const items = Array.isArray(schema.items) ? schema.items : [schema.items];
  for (const item of items) add(item, `${path}[]`);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    const choices = Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : [];
    choices.forEach((choice, index) => add(choice, `${path}|${keyword}${index}`));
  }
  add(schema.not, `${path}|not`);
  return found;
}

const isObjectSchema = (schema: Schema) =>
  schema.type === 'object' || schema.properties !== undefined;

/** Every place in the schema (nested ones too) where an object accepts properties it does not name. */
export function openObjects(schema: unknown, path = ''): string[] {
  const node = asSchema(schema);
  if (!node) return [];
  const open =
    isObjectSchema(node) && node.additionalProperties !== false && !node.patternProperties
      ? [path || '(root)']
      : [];
  return [...open, ...children(node, path).flatMap(([child, where]) => openObjects(child, where))];
}

/** Samples for the string patterns our schemas use; a new pattern needs a line here. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^\\d{4}-\\d{2}-\\d{2}$': '2030-01-07',
  '^\\d{2}:\\d{2}$': '09:00',
  '^[A-Za-z0-9_-]+$': 'id-0001',
  '^\\d{5}$': '10001',
};

function stringSample(schema: Schema): string {
  if (typeof schema.pattern === 'string') {
    const sample = PATTERN_SAMPLES[schema.pattern];
    if (sample === undefined) throw new Error(`No sample for the pattern ${schema.pattern}`);
    return sample;
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return 'x'.repeat(Math.min(Math.max(8, min), max));
}

/** A value the schema accepts, with every property it names present. */
export function sampleOf(schema: unknown): unknown {
  const node = asSchema(schema) ?? {};
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum[0];
  const choices = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (choices) return sampleOf(choices[0]);
  if ('default' in node) return node.default;
  const type: unknown = Array.isArray(node.type) ? (node.type as unknown[])[0] : node.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(asSchema(node.properties) ?? {}).map(([key, value]) => [
          key,
          sampleOf(value),
        ]),
      );
    case 'array':
      return [];
    case 'string':
      return stringSample(node);
    case 'integer':
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      throw new Error(`No sample for the schema ${JSON.stringify(node)}`);
  }
}

/** The paths (lists of keys) of every plain object inside a value, the value itself first. */
export function objectPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.entries(value).flatMap(([key, child]) =>
    objectPaths(child, [...path, key]),
  );
  return Array.isArray(value) ? nested : [path, ...nested];
}

/** A copy of the value with one more field in the object at the path. */
export function withField(value: unknown, path: string[], key: string, field: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const target = path.reduce<Record<string, unknown>>(
    (object, part) => object[part] as Record<string, unknown>,
    copy,
  );
  target[key] = field;
  return copy;
}
