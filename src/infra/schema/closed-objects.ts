type SchemaNode = Record<string | symbol, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (map: unknown) =>
  isNode(map) ? Object.fromEntries(Object.entries(map).map(([k, v]) => [k, close(v)])) : map;

/**
 * A copy of a JSON schema (TypeBox's included) in which every object that does not say otherwise
 * refuses properties it does not name, at any depth. Request bodies and event data are closed
 * this way, so a field nobody declared (another user's id, a command `type`, a megabyte of junk)
 * is refused instead of travelling on into commands and the permanent log.
 */
export function closeObjects<T>(schema: T): T {
  return close(schema) as T;
}

function close(value: unknown): unknown {
  if (!isNode(value)) return value;
  if (value.allOf !== undefined) {
    // Closing each part of an intersection would refuse the other parts' fields.
    throw new Error('Request and event schemas must be one object, not an intersection (allOf).');
  }
  const copy: SchemaNode = { ...value };
  if (value.properties !== undefined) copy.properties = mapValues(value.properties);
  if (value.patternProperties !== undefined) {
    copy.patternProperties = mapValues(value.patternProperties);
  }
  if (isNode(value.additionalProperties))
    copy.additionalProperties = close(value.additionalProperties);
  if (value.items !== undefined) {
    copy.items = Array.isArray(value.items) ? value.items.map(close) : close(value.items);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const choices = value[keyword];
    if (Array.isArray(choices)) copy[keyword] = choices.map(close);
  }
  if (value.not !== undefined) copy.not = close(value.not);
  const isObject = value.type === 'object' || value.properties !== undefined;
  if (
    isObject &&
    value.additionalProperties === undefined &&
    value.patternProperties === undefined
  ) {
    copy.additionalProperties = false;
  }
  return copy;
}
