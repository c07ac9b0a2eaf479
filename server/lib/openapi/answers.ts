// Answer shapes more than one group of calls gives.
import * as v from 'valibot';

/** { success: true }: the call did what it was asked. */
export const Success = v.object({ success: v.literal(true) });

/** { message }: a text for people in the caller's language. */
export const Message = v.object({ message: v.string() });

/** A page of `item`s (src/domain/paging.ts). */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    type: v.literal('page'),
    limit: v.number(),
    total: v.number(),
    page: v.number(),
    pages: v.number(),
    from: v.number(),
    to: v.number(),
    items: v.array(item),
  });
