// A page of a list as the API answers it (catalogue lists, the order list): 1-based, with the total.
import * as v from 'valibot';

export type Paging<T> = {
  type: 'page';
  limit: number;
  total: number;
  page: number;
  pages: number;
  from: number;
  to: number;
  items: T[];
};

/** A page of `item`s as the API answers it (the app's lenient reading of kept pages is parse.ts `pageOf`). */
export const pagingOf = <T extends v.GenericSchema>(item: T) =>
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
