// The TecDoc-shaped catalogue: vehicles (manufacturer → model series → vehicle), articles and their links to
// vehicles, OE numbers, reviews, the category tree, parts brands and the embedded vehicle register.
// Written by the seed only (and `featured` by the admin call); read by the catalogue service.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type LocalizedText = { no: string; en: string; ar: string };
export type ArticleCriterion = { name: LocalizedText; value: string; unit?: string };

export const manufacturers = pgTable('manufacturers', {
  manuId: integer('manu_id').primaryKey(),
  manuName: text('manu_name').notNull().unique(),
  wmi: text('wmi').array().notNull(),
});

export const modelSeries = pgTable(
  'model_series',
  {
    modelId: integer('model_id').primaryKey(),
    manuId: integer('manu_id')
      .notNull()
      .references(() => manufacturers.manuId),
    modelname: text('modelname').notNull(),
    yearOfConstrFrom: integer('year_of_constr_from').notNull(),
    yearOfConstrTo: integer('year_of_constr_to'),
    platform: text('platform').notNull(),
    popularity: integer('popularity').notNull(),
  },
  (t) => [index('model_series_manu_idx').on(t.manuId)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    carId: integer('car_id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => modelSeries.modelId),
    typeName: text('type_name').notNull(),
    yearOfConstrFrom: integer('year_of_constr_from').notNull(),
    yearOfConstrTo: integer('year_of_constr_to'),
    ccmTech: integer('ccm_tech'),
    powerKwFrom: integer('power_kw_from').notNull(),
    powerHpFrom: integer('power_hp_from').notNull(),
    motorCode: text('motor_code').notNull(),
    fuel: text('fuel').notNull(),
    body: text('body').notNull(),
    engineFamily: text('engine_family').notNull(),
  },
  (t) => [index('vehicles_model_idx').on(t.modelId)],
);

export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const articles = pgTable(
  'articles',
  {
    articleId: integer('article_id').primaryKey(),
    articleNumber: text('article_number').notNull(),
    /** Article number without case, spaces, dots, dashes or slashes: what searches compare. */
    searchNumber: text('search_number').notNull(),
    brandSlug: text('brand_slug')
      .notNull()
      .references(() => brands.slug),
    genericArticleId: integer('generic_article_id').notNull(),
    nameNo: text('name_no').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    texts: jsonb('texts').$type<LocalizedText[]>().notNull(),
    criteria: jsonb('criteria').$type<ArticleCriterion[]>().notNull(),
    imageCount: integer('image_count').notNull(),
    /** NOK including 25 % MVA, whole kroner. */
    price: integer('price').notNull(),
    /** Sale price in NOK when on offer (always below `price`), else null. */
    discount: integer('discount'),
    stock: text('stock').notNull(),
    /**
     * Units on the shelf. An order reserves from it in its transaction; the last unit sold turns
     * `stock` to out-of-stock. On-backorder articles are ordered without a reservation; out-of-stock ones not at all.
     */
    stockCount: integer('stock_count').notNull().default(0),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    tags: text('tags').array().notNull(),
    color: text('color'),
    featured: boolean('featured').notNull().default(false),
    /**
     * When a column an offline parts pack carries last changed (price, stock status, names, texts…; not
     * stock_count alone); null when none has since the seed. Set by a BEFORE UPDATE trigger (migration 0020), read
     * by a pack's refresh (services/packs/).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('articles_brand_number_idx').on(t.brandSlug, t.articleNumber),
    index('articles_search_number_idx').on(t.searchNumber.op('text_pattern_ops')),
    // articles_generic_listing_idx (generic_article_id, review_count desc, article_id) INCLUDE (the filter columns):
    // a category's list walks each of its part types in list order (migration 0015, INCLUDE is not in drizzle).
    index('articles_tags_idx').using('gin', t.tags),
    // articles_listing_idx (review_count desc, article_id) INCLUDE (the filter columns) replaces the popularity
    // index: drizzle cannot declare INCLUDE, so it lives in migration 0010_catalogue-facets.sql.
    // Lists sorted by name walk these in order (backwards, with an incremental sort by id, for name_desc).
    index('articles_name_no_idx').on(t.nameNo, t.articleId),
    index('articles_name_en_idx').on(t.nameEn, t.articleId),
    index('articles_name_ar_idx').on(t.nameAr, t.articleId),
    index('articles_featured_idx').on(t.featured).where(sql`${t.featured}`),
    index('articles_changed_idx').on(t.changedAt).where(sql`${t.changedAt} is not null`),
    // A search walks the articles of each matching search key in list order (search.ts, migration 0016).
    index('articles_search_key_idx').on(articleSearchKey(t), t.reviewCount.desc().nullsFirst(), t.articleId),
  ],
);

/**
 * The SQL function (migration 0016) naming what a search word can match in an article besides its numbers: its
 * three names, its brand and its tags. Many articles share a key (a parts catalogue names its articles by their
 * part type), so a search decides per key rather than per article.
 */
export function articleSearchKey(t: {
  nameNo: unknown;
  nameEn: unknown;
  nameAr: unknown;
  brandSlug: unknown;
  tags: unknown;
}) {
  return sql`article_search_key(${t.nameNo}, ${t.nameEn}, ${t.nameAr}, ${t.brandSlug}, ${t.tags})`;
}

/**
 * Every article name of every language, once (a catalogue has far fewer names than articles): search compares
 * words with these by substring and trigram likeness, then finds the articles by exact name. Filled by a trigger
 * on articles (migration 0012_search), so it holds every name an article has; a name no article has any more is harmless.
 */
export const articleNames = pgTable('article_names', { name: text('name').primaryKey() }, (t) => [
  index('article_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);

/**
 * One row per search key in use (articleSearchKey): its names, brand and tags, and how many articles have it. A
 * search matches its words against these few rows, takes the total from `articles` and walks only the matching
 * keys' articles for the page. Kept by statement triggers on articles (insert, update, delete, truncate; migration
 * 0016_search-keys); a key no article has any more stays with 0 articles, which is harmless.
 */
export const articleSearchKeys = pgTable('article_search_keys', {
  key: uuid('key').primaryKey(),
  nameNo: text('name_no').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  brandSlug: text('brand_slug').notNull(),
  tags: text('tags').array().notNull(),
  articles: integer('articles').notNull(),
});

export const articleVehicles = pgTable(
  'article_vehicles',
  {
    articleId: integer('article_id').notNull(),
    carId: integer('car_id').notNull(),
    /**
     * The article's review_count, copied: a vehicle's list in its default order is a walk of
     * article_vehicles_car_idx within that vehicle's links. Written by the seed with the article; reviews are never
     * written after it — a writer of reviews must update it too.
     */
    reviewCount: integer('review_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.carId] }),
    index('article_vehicles_car_idx').on(t.carId, t.reviewCount.desc().nullsFirst(), t.articleId),
  ],
);

/**
 * Facet summaries: how many articles each vehicle has per part type, brand, rounded rating, colour and
 * offer, with their lowest and highest price — the sidebar's counts without reading the articles. `car_id` 0 holds
 * the whole catalogue (lists without a vehicle). Built from articles and links by the seed and migration 0010,
 * kept up to date by every write that changes one of these columns (facet-summaries.ts).
 */
export const catalogueFacets = pgTable(
  'catalogue_facets',
  {
    carId: integer('car_id').notNull(),
    genericArticleId: integer('generic_article_id').notNull(),
    brandSlug: text('brand_slug').notNull(),
    /** round(rating); the rating filter matches it whether or not the article has reviews. */
    stars: integer('stars').notNull(),
    /** review_count > 0: only reviewed articles are counted in the rating facet. */
    reviewed: boolean('reviewed').notNull(),
    color: text('color'),
    /** discount is not null (the discount facet's "yes"). */
    discounted: boolean('discounted').notNull(),
    articles: integer('articles').notNull(),
    /** Lowest and highest coalesce(discount, price) of these articles. */
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
  },
  (t) => [index('catalogue_facets_car_idx').on(t.carId)],
);

/** A summary row's columns in the order the seed writes them and the refresh selects them. */
export const catalogueFacetColumns = [
  catalogueFacets.carId,
  catalogueFacets.genericArticleId,
  catalogueFacets.brandSlug,
  catalogueFacets.stars,
  catalogueFacets.reviewed,
  catalogueFacets.color,
  catalogueFacets.discounted,
  catalogueFacets.articles,
  catalogueFacets.minPrice,
  catalogueFacets.maxPrice,
];

export const articleOeNumbers = pgTable(
  'article_oe_numbers',
  {
    articleId: integer('article_id').notNull(),
    manuName: text('manu_name').notNull(),
    oeNumber: text('oe_number').notNull(),
    searchNumber: text('search_number').notNull(),
  },
  (t) => [
    index('article_oe_article_idx').on(t.articleId),
    index('article_oe_search_idx').on(t.searchNumber.op('text_pattern_ops')),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    date: date('date').notNull(),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('reviews_article_idx').on(t.articleId)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Generic article ids of this item and all below it. */
    value: integer('value').array().notNull(),
    position: integer('position').notNull(),
    depth: integer('depth').notNull(),
    layout: text('layout').notNull(),
    image: text('image').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** The embedded vehicle register: normalised plate → vehicle. */
export const registrations = pgTable('registrations', {
  plate: text('plate').primaryKey(),
  vin: text('vin').notNull().unique(),
  carId: integer('car_id')
    .notNull()
    .references(() => vehicles.carId),
  firstRegistration: date('first_registration').notNull(),
});

/** One row per finished seed, so a restart skips it. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  scale: real('scale').notNull(),
  articles: integer('articles').notNull(),
  finishedAt: text('finished_at').notNull(),
});
