import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { validateInput } from '../../lib/validate';
import { articleSvg, brandSvg, categorySvg } from './svg';

const svg = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=604800' },
  });

const ArticleImage = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  file: v.pipe(
    v.string(),
    v.regex(/^[1-9]\.svg$/, 'file must be n.svg'),
    v.transform((f) => Number(f[0])),
  ),
});
const SlugFile = v.object({
  file: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]{1,80}\.svg$/, 'file must be slug.svg'),
    v.transform((f) => f.slice(0, -4)),
  ),
});

/** Generated pictures: /images/article/{articleId}/{n}.svg, /images/brand/{slug}.svg, /images/category/{slug}.svg. */
export const imageRoutes = ({ catalogue }: Deps) =>
  new Hono()
    .get('/article/:id/:file', validateInput('param', ArticleImage), async (c) => {
      const { id, file } = c.req.valid('param');
      const product = await catalogue.product(id, 'no');
      if (!product || file > product.images.length) return apiError(c, 404, 'NOT_FOUND', 'notFound');
      return svg(
        articleSvg({
          brand: product.mfrName,
          number: product.articleNumber,
          name: product.articleName,
          picture: file,
        }),
      );
    })
    .get('/brand/:file', validateInput('param', SlugFile), async (c) => {
      const slug = c.req.valid('param').file;
      const brand = (await catalogue.brands()).find((b) => b.slug === slug);
      return brand ? svg(brandSvg(brand.name)) : apiError(c, 404, 'NOT_FOUND', 'notFound');
    })
    .get('/category/:file', validateInput('param', SlugFile), async (c) => {
      const slug = c.req.valid('param').file;
      const item = await catalogue.sidebarItem(slug, 'no');
      return item ? svg(categorySvg(slug)) : apiError(c, 404, 'NOT_FOUND', 'notFound');
    });
