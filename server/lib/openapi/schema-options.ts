// How valibot schemas become the API document's JSON Schemas (draft 2020-12, as OpenAPI 3.1 reads them).
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

const shownAs = new WeakMap<object, GenericSchema>();

/**
 * Shows `schema` in the API document as `shown`: for a v.lazy that picks its schema by the input, which a document
 * cannot follow. Returns `schema` itself.
 */
export function documentAs<S extends GenericSchema>(schema: S, shown: GenericSchema): S {
  shownAs.set(schema, shown);
  return schema;
}

type Mode = 'input' | 'ignore';

/** The options of a conversion: a request part is shown as it is sent (`input`), an answer as it is. */
export const schemaOptions = (typeMode: Mode) => ({
  options: {
    target: 'draft-2020-12' as const,
    typeMode,
    errorMode: 'ignore' as const,
    // A lazy schema is shown as `documentAs` says, or as any value (a recursive list: the same shape again).
    overrideSchema: ({ valibotSchema }: { valibotSchema: { type: string } }) => {
      if (valibotSchema.type !== 'lazy') return undefined;
      const shown = shownAs.get(valibotSchema);
      if (!shown) return { description: 'The same shape as its parent' };
      const { $schema: _, $defs: __, ...json } = toJsonSchema(shown, { typeMode, errorMode: 'ignore' });
      return json;
    },
  },
});
