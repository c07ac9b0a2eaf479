// The answers of /api/category, as the API document shows them.
import * as v from 'valibot';
import { CategoryItemSchema } from '../../../src/domain/catalog';
import { pageOf } from '../../lib/openapi/answers';

export const Sidebar = v.object({
  data: v.object({ data: v.object({ array: v.array(CategoryItemSchema) }) }),
});
export const OneCategory = v.object({ data: v.object({ data: CategoryItemSchema }) });
export const AdminCategories = v.object({
  data: pageOf(
    v.object({
      name: v.string(),
      slug: v.string(),
      parent: v.nullable(v.string()),
      depth: v.number(),
      subItems: v.number(),
      value: v.array(v.number()),
    }),
  ),
});
