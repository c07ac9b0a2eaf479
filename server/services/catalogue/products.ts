// Reads articles and turns rows into the API's Product shape in the asked language. Pure reads; the
// catalogue is written only by the seed and the admin's featured flag (featured.ts, which raises the cache
// version), so answers can be cached by the caller (answer-cache.ts).
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { Db } from '../../db/client';
import {
  articleOeNumbers,
  articles,
  articleVehicles,
  brands,
  manufacturers,
  modelSeries,
  reviews,
  vehicles,
} from '../../db/schema';
import type { Locale } from '../../lib/locale';
import type { Paging, Product, ProductDetail, ProductImage, Stock } from './types';

export const productColumns = {
  articleId: articles.articleId,
  articleNumber: articles.articleNumber,
  brandSlug: articles.brandSlug,
  brandName: brands.name,
  genericArticleId: articles.genericArticleId,
  nameNo: articles.nameNo,
  nameEn: articles.nameEn,
  nameAr: articles.nameAr,
  texts: articles.texts,
  criteria: articles.criteria,
  imageCount: articles.imageCount,
  price: articles.price,
  discount: articles.discount,
  stock: articles.stock,
  rating: articles.rating,
  reviewCount: articles.reviewCount,
  tags: articles.tags,
  color: articles.color,
  featured: articles.featured,
};

type ProductRow = Omit<typeof articles.$inferSelect, 'searchNumber' | 'stockCount' | 'changedAt'> & {
  brandName: string;
};

export const nameColumn = (lang: Locale) =>
  lang === 'en' ? articles.nameEn : lang === 'ar' ? articles.nameAr : articles.nameNo;

const imageUrl = (articleId: number, n: number, size?: 100 | 200 | 400) =>
  `/api/images/article/${articleId}/${n}${size ? `-${size}` : ''}.webp`;

export function toProduct(row: ProductRow, lang: Locale): Product {
  const articleName = lang === 'en' ? row.nameEn : lang === 'ar' ? row.nameAr : row.nameNo;
  const images: ProductImage[] = Array.from({ length: row.imageCount }, (_, i) => {
    const n = i + 1;
    return {
      imageURL100: imageUrl(row.articleId, n, 100),
      imageURL200: imageUrl(row.articleId, n, 200),
      imageURL400: imageUrl(row.articleId, n, 400),
      imageURL800: imageUrl(row.articleId, n),
    };
  });
  return {
    _id: String(row.articleId),
    id: row.articleId,
    articleId: row.articleId,
    articleNumber: row.articleNumber,
    articleName,
    name: `${row.brandName} ${articleName}`,
    alfa: `${row.brandName} ${row.articleNumber}`,
    mfrName: row.brandName,
    brandSlug: row.brandSlug,
    genericArticleId: row.genericArticleId,
    articleText: row.texts.map((text) => text[lang]),
    criteria: row.criteria.map((c) => ({ name: c.name[lang], value: c.value, unit: c.unit ?? null })),
    images,
    price: row.price,
    discount: row.discount !== null && row.discount < row.price ? row.discount : null,
    stock: row.stock as Stock,
    rating: row.rating,
    reviews: row.reviewCount,
    tags: row.tags,
    color: row.color,
    featured: row.featured,
    options: [],
  };
}

export function paging<T>(items: T[], total: number, page: number, limit: number): Paging<T> {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  return {
    type: 'page',
    limit,
    total,
    page,
    pages,
    from,
    to: total === 0 ? 0 : from + items.length - 1,
    items,
  };
}

/** One page of products matching `where`, with the total, in the given order. */
export async function pageOfProducts(
  db: Db,
  options: { where?: SQL; order: SQL[]; lang: Locale; page: number; perPage: number },
): Promise<Paging<Product>> {
  const [rows, counted] = await Promise.all([
    db
      .select(productColumns)
      .from(articles)
      .innerJoin(brands, eq(brands.slug, articles.brandSlug))
      .where(options.where)
      .orderBy(...options.order)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(options.where),
  ]);
  const total = counted[0]?.total ?? 0;
  return paging(
    rows.map((row) => toProduct(row, options.lang)),
    total,
    options.page,
    options.perPage,
  );
}

export const defaultOrder = [desc(articles.reviewCount), asc(articles.articleId)];

export async function productsByIds(db: Db, ids: number[], lang: Locale): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(articles)
    .innerJoin(brands, eq(brands.slug, articles.brandSlug))
    .where(inArray(articles.articleId, ids));
  const byId = new Map(rows.map((row) => [row.articleId, toProduct(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function featuredProducts(db: Db, lang: Locale): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(articles)
    .innerJoin(brands, eq(brands.slug, articles.brandSlug))
    .where(eq(articles.featured, true))
    .orderBy(asc(articles.articleId))
    .limit(48);
  return rows.map((row) => toProduct(row, lang));
}

/** Article numbers as people type them: exact match on the normalised number, brand order by popularity. */
export async function productByNumber(db: Db, number: string, lang: Locale): Promise<Product | null> {
  const rows = await db
    .select(productColumns)
    .from(articles)
    .innerJoin(brands, eq(brands.slug, articles.brandSlug))
    .where(eq(articles.searchNumber, normalisePartNumber(number)))
    .orderBy(desc(articles.reviewCount), asc(articles.articleId))
    .limit(1);
  return rows[0] ? toProduct(rows[0], lang) : null;
}

export async function productDetail(db: Db, articleId: number, lang: Locale): Promise<ProductDetail | null> {
  const [product] = await productsByIds(db, [articleId], lang);
  if (!product) return null;
  const fits = eq(articleVehicles.articleId, articleId);
  const [oe, reviewRows, fitting, counted] = await Promise.all([
    db
      .select({ manuName: articleOeNumbers.manuName, oeNumber: articleOeNumbers.oeNumber })
      .from(articleOeNumbers)
      .where(eq(articleOeNumbers.articleId, articleId)),
    db.select().from(reviews).where(eq(reviews.articleId, articleId)).orderBy(desc(reviews.date)).limit(50),
    db
      .select({
        carId: vehicles.carId,
        manuName: manufacturers.manuName,
        modelname: modelSeries.modelname,
        typeName: vehicles.typeName,
        yearOfConstrFrom: vehicles.yearOfConstrFrom,
        yearOfConstrTo: vehicles.yearOfConstrTo,
      })
      .from(articleVehicles)
      .innerJoin(vehicles, eq(vehicles.carId, articleVehicles.carId))
      .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
      .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
      .where(fits)
      .orderBy(asc(manufacturers.manuName), asc(modelSeries.modelname), asc(vehicles.carId))
      .limit(100),
    db.select({ total: sql<number>`count(*)::int` }).from(articleVehicles).where(fits),
  ]);
  return {
    ...product,
    oeNumbers: oe,
    reviewList: reviewRows.map((r) => ({ ...r, avatar: null })),
    compatibility: { total: counted[0]?.total ?? 0, vehicles: fitting },
  };
}
