// Catalogue addresses as shoppers ask them: product lists by vehicle and by category with filters, sorts and pages,
// searches by number, OE number, word and brand, and article lookups. Drawn with a fixed random seed from the
// seeded catalogue, most asked first (busy vehicles, big categories, early pages), so that the same database always
// gives the same list. Used by the answers-unchanged test (a small sample) and by `npm run bench:api` (the Zipf mix).
import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleOeNumbers, articles, articleVehicles, brands, categories } from '../db/schema';
import { createRandom, type Random } from '../db/seed/random';

export type AddressKind = 'list by vehicle' | 'list by category' | 'search' | 'article lookup';
export type Address = { kind: AddressKind; path: string };

const langs = ['no', 'no', 'no', 'no', 'en', 'ar'] as const;

type Facts = {
  cars: number[];
  categories: string[];
  brands: string[];
  colors: string[];
  numbers: string[];
  oeNumbers: string[];
  words: string[];
  articleIds: number[];
};

async function catalogueFacts(db: Db, articleSample: number): Promise<Facts> {
  const [cars, categoryRows, brandRows, colorRows, sample, oe] = await Promise.all([
    db
      .select({ carId: articleVehicles.carId })
      .from(articleVehicles)
      .groupBy(articleVehicles.carId)
      .orderBy(desc(sql`count(*)`), asc(articleVehicles.carId)),
    db
      .select({ slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id)),
    db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.position)),
    db
      .selectDistinct({ color: articles.color })
      .from(articles)
      .where(sql`${articles.color} is not null`)
      .orderBy(asc(articles.color)),
    db
      .select({ id: articles.articleId, number: articles.articleNumber, name: articles.nameNo })
      .from(articles)
      .orderBy(sql`md5(${articles.articleId}::text)`)
      .limit(articleSample),
    db
      .select({ number: articleOeNumbers.oeNumber })
      .from(articleOeNumbers)
      .orderBy(sql`md5(${articleOeNumbers.oeNumber})`)
      .limit(Math.ceil(articleSample / 4)),
  ]);
  const words = [...new Set(sample.flatMap((row) => row.name.toLowerCase().split(/\s+/)))].filter(
    (word) => word.length >= 4 && !/\d/.test(word),
  );
  return {
    cars: cars.map((row) => row.carId),
    categories: categoryRows.map((row) => row.slug),
    brands: brandRows.map((row) => row.slug),
    colors: colorRows.flatMap((row) => (row.color ? [row.color] : [])),
    numbers: sample.map((row) => row.number),
    oeNumbers: oe.map((row) => row.number),
    words,
    articleIds: sample.map((row) => row.id),
  };
}

/** An index into a list ranked by popularity: early items far more often than late ones. */
const skewed = (random: Random, length: number) =>
  Math.min(length - 1, Math.floor(length * random.next() ** 3));

/** The optional parts of a list address: most lists are plain, some filtered, a few sorted or deep. */
function listExtras(random: Random, facts: Facts): string {
  const params: string[] = [];
  const page = random.chance(0.7) ? 1 : random.chance(0.7) ? random.int(2, 5) : random.int(6, 60);
  if (page > 1) params.push(`page=${page}`);
  if (random.chance(0.15)) params.push(`brand=${random.pick(facts.brands)}`);
  if (random.chance(0.08)) params.push(`discount=${random.pick(['yes', 'no'])}`);
  if (random.chance(0.06)) params.push(`rating=${random.pick(['5', '4,5', '3'])}`);
  if (random.chance(0.04) && facts.colors.length) params.push(`color=${random.pick(facts.colors)}`);
  if (random.chance(0.06)) {
    const from = random.int(0, 20) * 100;
    params.push(`price=${from}-${from + random.int(1, 30) * 100}`);
  }
  if (random.chance(0.1)) params.push(`sort=${random.pick(['name_asc', 'name_desc'])}`);
  return params.map((param) => `&${param}`).join('');
}

function drawAddress(random: Random, facts: Facts): Address {
  const lang = random.pick(langs);
  const roll = random.next();
  if (roll < 0.45) {
    const car = facts.cars[skewed(random, facts.cars.length)];
    const category = random.chance(0.5)
      ? `&category=${facts.categories[skewed(random, facts.categories.length)]}`
      : '';
    return {
      kind: 'list by vehicle',
      path: `/api/tecdoc/get-products?lang=${lang}&perPage=16&carId=${car}${category}${listExtras(random, facts)}`,
    };
  }
  if (roll < 0.65) {
    const category = facts.categories[skewed(random, facts.categories.length)];
    return {
      kind: 'list by category',
      path: `/api/tecdoc/get-products?lang=${lang}&perPage=16&category=${category}${listExtras(random, facts)}`,
    };
  }
  if (roll < 0.85) {
    const pick = random.next();
    const term =
      pick < 0.35
        ? (facts.numbers[skewed(random, facts.numbers.length)] as string)
        : pick < 0.5
          ? (facts.oeNumbers[skewed(random, facts.oeNumbers.length)] as string)
          : pick < 0.9
            ? (facts.words[skewed(random, facts.words.length)] as string)
            : `${random.pick(facts.brands)} ${facts.words[skewed(random, facts.words.length)]}`;
    const page = random.chance(0.85) ? '' : `&page=${random.int(2, 4)}`;
    return {
      kind: 'search',
      path: `/api/tecdoc/search?lang=${lang}&perPage=16&search=${encodeURIComponent(term)}${page}`,
    };
  }
  if (random.chance(0.5)) {
    const number = facts.numbers[skewed(random, facts.numbers.length)] as string;
    return {
      kind: 'article lookup',
      path: `/api/tecdoc/get-product-by-article-number?lang=${lang}&articleNumber=${encodeURIComponent(number)}`,
    };
  }
  const id = facts.articleIds[skewed(random, facts.articleIds.length)];
  const car = random.chance(0.5) ? `&carId=${facts.cars[skewed(random, facts.cars.length)]}` : '';
  return { kind: 'article lookup', path: `/api/product/item?id=${id}&lang=${lang}${car}` };
}

/**
 * `count` distinct addresses, most popular first (the order a Zipf draw ranks them). Draws until that many differ
 * or the catalogue cannot give more; the random seed is fixed, so the list depends only on the catalogue.
 */
export async function catalogueAddresses(db: Db, count: number, seed = 20261126): Promise<Address[]> {
  const facts = await catalogueFacts(db, Math.max(200, Math.ceil(count / 4)));
  const random = createRandom(seed);
  const seen = new Map<string, Address>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
    const address = drawAddress(random, facts);
    if (!seen.has(address.path)) seen.set(address.path, address);
  }
  return [...seen.values()];
}
