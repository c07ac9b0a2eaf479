// Sample values of a JSON Schema, as fast-check arbitraries: everything the API document's answer schemas allow
// (draft 2020-12, the keywords @valibot/to-json-schema writes). Optional properties come and go, unions take every
// branch, and objects get properties they do not name, as the document allows. A keyword this does not know throws,
// so a schema is never sampled as less than it says.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** Keywords that only describe (`format` too: the contract check does not hold answers to formats). */
const notes = new Set(['description', 'default', 'title', 'examples', 'format', 'deprecated']);
const keywords = new Set<string>([
  ...notes,
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/** The longest list sampled: enough to hold several items, few enough to keep a run short. */
const longestList = 3;

/** A name no schema of the shop gives a property: a property the document does not name. */
const extraName = fc.constantFrom('extra', 'x-later', 'added_by_a_newer_server');

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Arbitrary values `schema` allows. */
export function samplesOf(schema: JsonSchema | boolean): fc.Arbitrary<unknown> {
  if (schema === true) return anyJson;
  if (schema === false) throw new Error('A schema that allows nothing has no samples');
  for (const keyword of Object.keys(schema)) {
    if (!keywords.has(keyword)) throw new Error(`json-samples does not know the keyword "${keyword}"`);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => samplesOf({ ...rest(schema), ...branch })));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => samplesOf({ ...schema, type })));
  }
  switch (schema.type) {
    case undefined:
      return anyJson;
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: bound(schema, 'min', -1e9), max: bound(schema, 'max', 1e9) });
    case 'number':
      return numbers(schema);
    case 'string':
      return strings(schema);
    case 'array':
      return lists(schema);
    case 'object':
      return objects(schema);
    default:
      throw new Error(`json-samples does not know the type "${schema.type}"`);
  }
}

/** The schema without its union, for what its branches share (a `default` beside `anyOf`). */
function rest({ anyOf: _, oneOf: __, ...others }: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(others).filter(([key]) => notes.has(key)));
}

function bound(schema: JsonSchema, side: 'min' | 'max', otherwise: number): number {
  const inclusive = side === 'min' ? schema.minimum : schema.maximum;
  const exclusive = side === 'min' ? schema.exclusiveMinimum : schema.exclusiveMaximum;
  if (exclusive !== undefined) return side === 'min' ? Math.floor(exclusive) + 1 : Math.ceil(exclusive) - 1;
  return inclusive ?? otherwise;
}

function numbers(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum ?? schema.minimum ?? -1e9;
  const max = schema.exclusiveMaximum ?? schema.maximum ?? 1e9;
  const doubles = fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
  // Whole numbers too (ids, øre, counts), and 0: a client that wants a positive number must say so in the document.
  return fc.oneof(fc.integer({ min: bound(schema, 'min', -1e9), max: bound(schema, 'max', 1e9) }), doubles);
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 12);
  if (!schema.pattern) return fc.string({ minLength, maxLength, unit: 'grapheme' });
  const pattern = new RegExp(schema.pattern);
  return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
}

function lists(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const prefix = (schema.prefixItems ?? []).map(samplesOf);
  const minLength = Math.max(0, (schema.minItems ?? 0) - prefix.length);
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? Infinity, longestList) - prefix.length);
  const more =
    schema.items === false ||
    (schema.prefixItems && schema.items === undefined && schema.maxItems !== undefined)
      ? fc.constant([])
      : fc.array(schema.items === undefined ? anyJson : samplesOf(schema.items), { minLength, maxLength });
  return fc.tuple(fc.tuple(...prefix), more).map(([head, tail]) => [...head, ...tail]);
}

function objects(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const named = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const record = fc.record(Object.fromEntries(named.map(([key, value]) => [key, samplesOf(value)])), {
    requiredKeys: named.map(([key]) => key).filter((key) => required.has(key)),
  });
  const { additionalProperties: others = true } = schema;
  if (others === false) return record;
  const names = schema.propertyNames ? (samplesOf(schema.propertyNames) as fc.Arbitrary<string>) : extraName;
  const extra = fc.dictionary(
    names.filter((name) => !schema.properties?.[name]),
    others === true ? anyJson : samplesOf(others),
    { maxKeys: 2 },
  );
  return fc.tuple(record, extra).map(([own, more]) => ({ ...more, ...own }));
}
