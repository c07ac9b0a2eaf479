// Builds the article rows: brand, number in the brand's format, names and texts in three languages, criteria,
// a price in NOK with MVA, offers, stock, ratings and tags. Linkage and extras are built elsewhere.
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { ArticleCriterion, LocalizedText } from '../catalogue-schema';
import type { Random } from './random';
import type { BrandSeed, PartTypeSeed } from './types';

export type ArticleRow = {
  articleId: number;
  articleNumber: string;
  searchNumber: string;
  brandSlug: string;
  genericArticleId: number;
  nameNo: string;
  nameEn: string;
  nameAr: string;
  texts: LocalizedText[];
  criteria: ArticleCriterion[];
  imageCount: number;
  price: number;
  discount: number | null;
  stock: 'in-stock' | 'out-of-stock' | 'on-backorder';
  stockCount: number;
  rating: number;
  reviewCount: number;
  tags: string[];
  color: string | null;
  featured: boolean;
};

export const firstArticleId = 1_000_001;
const colors = ['black', 'silver', 'white', 'grey', 'red', 'blue'] as const;

/** How many articles of each type: proportional to the type's weight, summing exactly to `total`. */
export function articlesPerType(types: readonly PartTypeSeed[], total: number): number[] {
  const weightSum = types.reduce((sum, type) => sum + type.weight, 0);
  const counts = types.map((type) => Math.max(1, Math.floor((total * type.weight) / weightSum)));
  let missing = total - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; missing > 0; i = (i + 1) % counts.length, missing--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

export function buildArticles(options: {
  types: readonly PartTypeSeed[];
  brands: readonly BrandSeed[];
  total: number;
  coloured: ReadonlySet<number>;
  random: Random;
}): { rows: ArticleRow[]; typeOf: PartTypeSeed[] } {
  const { types, random } = options;
  const brandsBySlug = new Map(options.brands.map((brand) => [brand.slug, brand]));
  const nextNumber = new Map<string, number>();
  const rows: ArticleRow[] = [];
  const typeOf: PartTypeSeed[] = [];
  const counts = articlesPerType(types, options.total);

  types.forEach((type, t) => {
    for (let k = 0; k < (counts[t] ?? 0); k++) {
      const brand = brandsBySlug.get(random.pick(type.brands));
      if (!brand) throw new Error(`Part type ${type.genericId}: unknown brand`);
      const n = nextNumber.get(brand.slug) ?? 0;
      nextNumber.set(brand.slug, n + 1);
      const articleNumber = brand.articleNumber(n, type.genericId);
      const criteria = type.criteria.map((criterion) => ({
        name: criterion.name,
        value: String(random.pick(criterion.values)),
        ...(criterion.unit ? { unit: criterion.unit } : {}),
      }));
      const named = (lang: keyof LocalizedText) => nameWith(type.name[lang], criteria[0]);
      const price = roundPrice(random.int(type.price[0], type.price[1]));
      const onOffer = random.chance(0.15);
      const reviewCount = random.chance(0.4) ? random.int(1, random.chance(0.1) ? 24 : 8) : 0;
      rows.push({
        articleId: firstArticleId + rows.length,
        articleNumber,
        searchNumber: normalisePartNumber(articleNumber),
        brandSlug: brand.slug,
        genericArticleId: type.genericId,
        nameNo: named('no'),
        nameEn: named('en'),
        nameAr: named('ar'),
        texts: pickSome(type.texts, random.int(1, 2), random),
        criteria,
        imageCount: random.chance(0.1) ? 0 : random.int(1, 3),
        price,
        discount: onOffer ? offerPrice(price, random) : null,
        stock: random.chance(0.8) ? 'in-stock' : random.chance(0.6) ? 'on-backorder' : 'out-of-stock',
        stockCount: 0, // set below from the article id, so the random draws (and the catalogue) stay as they were
        rating: 0,
        reviewCount,
        tags: [...new Set([...type.tags, brand.name.toLowerCase()])],
        color: options.coloured.has(type.genericId) ? random.pick(colors) : null,
        featured: false,
      });
      typeOf.push(type);
    }
  });
  markFeatured(rows, random);
  for (const row of rows) row.stockCount = shelfUnits(row);
  return { rows, typeOf };
}

/** 5–40 units of an article in stock, spread by its id; none otherwise. */
export const shelfUnits = (row: Pick<ArticleRow, 'articleId' | 'stock'>): number =>
  row.stock === 'in-stock' ? 5 + ((row.articleId * 7919) % 36) : 0;

function nameWith(name: string, first: ArticleCriterion | undefined) {
  return first?.unit ? `${name} ${first.value} ${first.unit}` : name;
}

/** Shop prices end in 9 under a thousand kroner and in 90 above: 449, 1 290. */
export function roundPrice(price: number): number {
  return price < 1000 ? Math.floor(price / 10) * 10 + 9 : Math.floor(price / 100) * 100 + 90;
}

function offerPrice(price: number, random: Random): number | null {
  const offer = roundPrice(price * (0.7 + random.next() * 0.2));
  return offer < price ? offer : null;
}

function pickSome<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** About 60 articles across the catalogue, in stock and with pictures, become the home page's featured parts. */
function markFeatured(rows: ArticleRow[], random: Random) {
  const step = Math.max(1, Math.floor(rows.length / 60));
  for (let i = random.int(0, step - 1); i < rows.length; i += step) {
    const row = rows[i];
    if (row && row.stock === 'in-stock' && row.imageCount > 0) row.featured = true;
  }
}
