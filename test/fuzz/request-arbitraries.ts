import fc from 'fast-check';
import { pngDeclaring } from '../helpers/image-fixtures.js';
import { pdfBytes } from '../helpers/pdf-fixtures.js';

// Generators of requests from the OpenAPI document: values each schema accepts, values it must
// refuse, and the hostile input attackers and broken clients send.

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : {};

/** Strings that have broken parsers, queries and paths elsewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '\u202Eevil',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  '"; drop table events; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '%00',
  '%',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '2030-02-30',
  '24:61',
  'x'.repeat(5000),
];

export const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

/** Text a URL can carry (encodeURIComponent refuses lone surrogates before anything is sent). */
export const urlText = nastyString.map((text) => text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** Any JSON value, including the awkward ones: deep nesting, prototype keys, huge numbers. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.constantFrom(null, true, -1, 0, 1e308, -1e308, 2 ** 53 + 1, [], {}),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}')),
  fc.constant(Array.from({ length: 2000 }, (_, i) => i)),
  fc.constant(deepNest(200)),
);

function deepNest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A value the schema accepts (within sizes that keep runs fast). */
export function validValue(schemaLike: unknown): fc.Arbitrary<unknown> {
  const schema = asSchema(schemaLike);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map(validValue));
  const type: unknown = Array.isArray(schema.type) ? (schema.type as unknown[])[0] : schema.type;
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : min + 4;
      return fc.array(validValue(schema.items), {
        minLength: min,
        maxLength: Math.min(max, min + 4),
      });
    }
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: numberOr(schema.minimum, -1e6),
        max: numberOr(schema.maximum, 1e6),
      });
    case 'number':
      return fc.double({
        min: numberOr(schema.minimum, -1e6),
        max: numberOr(schema.maximum, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileJson;
  }
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

function validObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
}

function validString(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  const min = numberOr(schema.minLength, 0);
  const max = Math.min(numberOr(schema.maxLength, min + 40), min + 200);
  return fc.string({ minLength: min, maxLength: max });
}

/** A value the schema accepts, or one it should refuse: wrong types, nasty text, extra fields. */
export function anyValue(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema) },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: mutated(schema) },
  );
}

/** A valid object with one field replaced by hostile input, or one unknown field added. */
function mutated(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(validValue(schema), fc.string({ maxLength: 12 }), hostileJson)
    .map(([value, key, junk]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return junk;
      const keys = Object.keys(value);
      const target =
        keys.length > 0 && key.length % 2 === 0 ? keys[key.length % keys.length]! : key;
      return { ...value, [target]: junk };
    });
}

/** Text for a path or query parameter: schema-valid, an id we know, or anything at all. */
export function paramText(schema: unknown, knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: urlText },
  );
}

/** Headers a browser, a proxy or an attacker might send, on top of the caller's own. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', '\u0000', 'x'.repeat(3000)),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'bogus'),
    'accept-language': fc.constantFrom('en-US', '*', ';;;'),
    'x-request-id': nastyString.filter(isHeaderSafe),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
    range: fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=999999-', 'bytes=a-b'),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"'),
    'if-modified-since': fc.constantFrom('Tue, 01 Jan 1980 00:00:00 GMT', 'yesterday'),
  },
  { requiredKeys: [] },
);

/** Node refuses control characters in header values before they leave: not our server's job. */
function isHeaderSafe(value: string): boolean {
  return /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
}

/** The Origin a request claims: ours (browsers send it), another site, or none. */
export function originHeader(ours: string): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({ origin: ours }) },
    { weight: 1, arbitrary: fc.constant({ origin: 'https://evil.example' }) },
    { weight: 1, arbitrary: fc.constant({ origin: 'null' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

export interface RawBody {
  payload?: string | Buffer;
  contentType?: string;
}

/** A JSON body for the schema, or JSON that breaks it, or not JSON at all. */
export function jsonBody(schema: unknown): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 6, arbitrary: anyValue(schema).map((v) => json(v)) },
    { weight: 1, arbitrary: fc.constant<RawBody>({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<RawBody>(
        { payload: '{', contentType: 'application/json' },
        { payload: '{"a":1}{"b":2}', contentType: 'application/json' },
        { payload: 'null', contentType: 'application/json' },
        { payload: '', contentType: 'application/json' },
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: '<x/>', contentType: 'application/xml' },
        { payload: '{"a":1}', contentType: 'text/plain' },
        { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
        { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' },
        { payload: `{"a":"${'x'.repeat(2_000_000)}"}`, contentType: 'application/json' },
      ),
    },
  );
}

const json = (value: unknown): RawBody => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** A multipart upload: good files, wrong files, too many, none, broken framing. */
export const multipartBody: fc.Arbitrary<RawBody> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({
        files: fc.array(
          fc.record({
            field: fc.constantFrom('file', 'photo', 'document', '', '__proto__'),
            name: fc.oneof(
              fc.constantFrom('a.png', 'a.pdf', '../../x', 'a\u0000.png'),
              nastyString,
            ),
            type: fc.constantFrom('image/png', 'application/pdf', 'text/html', '', 'x/\u00ff'),
            bytes: fc.oneof(
              fc.constant(pngDeclaring(4, 4)),
              fc.constant(pdfBytes()),
              fc.constant(pngDeclaring(60_000, 60_000)),
              fc.constant(Buffer.alloc(0)),
              fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
            ),
          }),
          { maxLength: 3 },
        ),
        fields: fc.array(fc.tuple(fc.string({ maxLength: 10 }), nastyString), { maxLength: 3 }),
      })
      .map(({ files, fields }) => multipart(files, fields)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<RawBody>(
      { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
      { payload: 'no boundary', contentType: 'multipart/form-data' },
      { payload: '', contentType: 'multipart/form-data; boundary=' },
    ),
  },
);

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipart(
  files: { field: string; name: string; type: string; bytes: Buffer }[],
  fields: [string, string][],
): RawBody {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(`${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
