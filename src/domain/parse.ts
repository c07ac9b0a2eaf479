// Lenient reads for data kept on the device or sent by an older server: a list keeps the items that parse, a
// missing field gets a default, so one damaged entry never empties a page.
import * as v from 'valibot';

/** Keeps the items that parse and drops the rest, so one bad entry does not empty a whole list. */
export function keepValid<T>(schema: v.GenericSchema<unknown, T>, items: readonly unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

/** A list field: missing reads as [], items that do not parse are left out. */
export const listOf = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.optional(v.array(v.unknown()), []),
    v.transform((items) => keepValid(schema, items)),
  );

/** A text field that reads as '' when missing. */
export const textOrEmpty = v.optional(v.string(), '');
/** A number field that reads as 0 when missing. */
export const numberOrZero = v.optional(v.number(), 0);

/** A Paging result (src/domain/paging.ts) of `item`s, read leniently like the rest. */
export const pageOf = <T>(item: v.GenericSchema<unknown, T>) =>
  v.object({
    type: v.optional(v.literal('page'), 'page'),
    limit: numberOrZero,
    total: numberOrZero,
    page: numberOrZero,
    pages: numberOrZero,
    from: numberOrZero,
    to: numberOrZero,
    items: listOf(item),
  });
