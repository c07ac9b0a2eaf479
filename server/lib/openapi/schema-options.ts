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

/** What the conversion hands `overrideSchema` (@valibot/to-json-schema's context, the parts read here). */
type Conversion = {
  valibotSchema: { type: string; getter?: unknown };
  definitions: Record<string, object>;
  referenceMap: { get(schema: unknown): string | undefined };
  getterMap: { get(getter: unknown): unknown };
};

/** The options of a conversion: a request part is shown as it is sent (`input`), an answer as it is. */
export const schemaOptions = (typeMode: Mode) => ({
  options: {
    target: 'draft-2020-12' as const,
    typeMode,
    errorMode: 'ignore' as const,
    // A lazy schema is shown as `documentAs` says; otherwise as what its getter gives (a list of the same shape
    // again, category-tree style), and as any value only when that shape holds itself (the document has no $defs).
    overrideSchema: ({ valibotSchema, definitions, referenceMap, getterMap }: Conversion) => {
      if (valibotSchema.type !== 'lazy') return undefined;
      const shown = shownAs.get(valibotSchema);
      if (!shown) {
        const wrapped = valibotSchema.getter && getterMap.get(valibotSchema.getter);
        const definition = wrapped && definitions[referenceMap.get(wrapped) ?? ''];
        if (definition && !JSON.stringify(definition).includes('"$ref"')) return definition;
        return { description: 'The same shape as its parent' };
      }
      const { $schema: _, $defs: __, ...json } = toJsonSchema(shown, { typeMode, errorMode: 'ignore' });
      return json;
    },
  },
});
