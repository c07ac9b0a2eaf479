import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { validateInput } from '../../lib/validate';
import { lang } from '../tecdoc/query';

const Slug = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'slug is not a category slug')),
});

/** The sidebar tree (spec §7): list → data.data.array, one item by slug → data.data. */
export const categoryRoutes = ({ catalogue }: Deps) =>
  new Hono()
    .get('/list/sidebaritems', validateInput('query', v.object({ lang })), async (c) => {
      const array = await catalogue.sidebarItems(c.req.valid('query').lang);
      return c.json({ data: { data: { array } } });
    })
    .get(
      '/sidebaritem/slug/:slug',
      validateInput('param', Slug),
      validateInput('query', v.object({ lang })),
      async (c) => {
        const item = await catalogue.sidebarItem(c.req.valid('param').slug, c.req.valid('query').lang);
        return item ? c.json({ data: { data: item } }) : apiError(c, 404, 'NOT_FOUND', 'categoryNotFound');
      },
    );
