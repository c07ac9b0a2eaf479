import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe, errors, machineInput as machineErrors } from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';
import { articleSvg, brandSvg, categorySvg } from '../../services/images/svg';
import { type PictureFormat, picture } from './picture';

// n.svg / n.webp: the same picture as a drawing, or as WebP (what the catalogue links to); n-100.webp, n-200.webp
// and n-400.webp are the smaller sizes a card, a cart line or a suggestion shows, n.webp the gallery's 700×700.
const articleSize = 700;
const ArticleImage = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  file: v.pipe(
    v.string(),
    v.regex(/^[1-9](-(100|200|400))?\.(svg|webp)$/, 'file must be n.svg, n.webp or n-{100|200|400}.webp'),
    v.transform((f) => {
      const [name = '', format] = f.split('.');
      const [n, size] = name.split('-');
      return { n: Number(n), size: Number(size ?? articleSize), format: format as PictureFormat };
    }),
  ),
});
const SlugFile = v.object({
  file: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]{1,80}\.(svg|webp)$/, 'file must be slug.svg or slug.webp'),
    v.transform((f) => {
      const dot = f.lastIndexOf('.');
      return { slug: f.slice(0, dot), format: f.slice(dot + 1) as PictureFormat };
    }),
  ),
});

/**
 * Generated pictures: /images/article/{articleId}/{n}[-{size}].{svg|webp}, /images/brand/{slug}.{svg|webp},
 * /images/category/{slug}.{svg|webp}.
 */
/** A picture's description: an image, or 404 for what does not exist. */
const describePicture = (summary: string) =>
  describe({
    tag: 'images',
    summary,
    media: 'image/*',
    answers: { 200: null },
    errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
  });

export const imageRoutes = ({ catalogue }: Deps) =>
  new Hono()
    .get(
      '/article/:id/:file',
      describePicture("An article's picture ({n}[-{size}].svg or .webp)"),
      validate('param', ArticleImage, machineInput),
      async (c) => {
        const { id, file } = c.req.valid('param');
        const product = await catalogue.product(id, 'no');
        if (!product || file.n > product.images.length) return apiError(c, 404, 'NOT_FOUND', 'notFound');
        const drawing = articleSvg({
          brand: product.mfrName,
          number: product.articleNumber,
          name: product.articleName,
          picture: file.n,
        });
        return picture(drawing, file.format, { width: file.size, height: file.size });
      },
    )
    .get(
      '/brand/:file',
      describePicture("A brand's logo"),
      validate('param', SlugFile, machineInput),
      async (c) => {
        const { slug, format } = c.req.valid('param').file;
        const brand = (await catalogue.brands()).find((b) => b.slug === slug);
        if (!brand) return apiError(c, 404, 'NOT_FOUND', 'notFound');
        return picture(brandSvg(brand.name), format, { width: 480, height: 240 });
      },
    )
    .get(
      '/category/:file',
      describePicture("A category's picture"),
      validate('param', SlugFile, machineInput),
      async (c) => {
        const { slug, format } = c.req.valid('param').file;
        const item = await catalogue.sidebarItem(slug, 'no');
        if (!item) return apiError(c, 404, 'NOT_FOUND', 'notFound');
        return picture(categorySvg(slug), format, { width: 200, height: 200 });
      },
    );
