import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminCategoriesAnswer, CategoryTreeAnswer } from '../../../src/domain/catalog';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { adminOnly, describe, errors, machineInput as machineErrors } from '../../lib/openapi/describe';
import { lang, page, positiveInt } from '../../lib/query';
import { machineInput, validate } from '../../lib/validate';
import { requireAdmin } from '../../middleware/auth';
import { OneCategory } from './category.answers';

const Slug = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'slug is not a category slug')),
});

const AdminQuery = v.object({
  lang,
  page,
  perPage: v.optional(positiveInt('perPage', 100), '20'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is too long'))),
});

/**
 * The sidebar tree: list → data.data.array, one item by slug → data.data; the admin's flat, searchable,
 * paged list of it → data (ADMIN only).
 */
export const categoryRoutes = (deps: Deps) =>
  new Hono()
    .get(
      '/list/admin/sidebaritems',
      describe({
        tag: 'catalogue',
        summary: 'The categories as a flat, searchable page (ADMIN)',
        session: 'required',
        answers: { 200: AdminCategoriesAnswer },
        errors: errors(adminOnly, machineErrors),
      }),
      requireAdmin(deps),
      validate('query', AdminQuery, machineInput),
      async (c) => c.json({ data: await deps.catalogue.adminCategories(c.req.valid('query')) }),
    )
    .get(
      '/list/sidebaritems',
      describe({
        tag: 'catalogue',
        summary: 'The category tree',
        answers: { 200: CategoryTreeAnswer },
        errors: machineErrors,
      }),
      validate('query', v.object({ lang }), machineInput),
      async (c) => {
        const array = await deps.catalogue.sidebarItems(c.req.valid('query').lang);
        return c.json({ data: { data: { array } } });
      },
    )
    .get(
      '/sidebaritem/slug/:slug',
      describe({
        tag: 'catalogue',
        summary: 'One category with what is under it',
        answers: { 200: OneCategory },
        errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
      }),
      validate('param', Slug, machineInput),
      validate('query', v.object({ lang }), machineInput),
      async (c) => {
        const item = await deps.catalogue.sidebarItem(c.req.valid('param').slug, c.req.valid('query').lang);
        return item ? c.json({ data: { data: item } }) : apiError(c, 404, 'NOT_FOUND', 'categoryNotFound');
      },
    );
