// The facet summaries (catalogue_facets, see server/services/catalogue/facet-summaries.ts) computed from the rows the
// seed already holds, instead of grouping tens of millions of links in the database afterwards: each article
// belongs to one summary group ("class": part type, brand, rounded rating, reviewed, colour, on offer), and a
// vehicles × classes table of counters is filled in one pass over the links.
import type { ArticleRow } from './build-articles';
import type { Links } from './build-linkage';
import { copyField } from './copy';

type FacetArticle = Pick<
  ArticleRow,
  'genericArticleId' | 'brandSlug' | 'rating' | 'reviewCount' | 'color' | 'price' | 'discount'
>;

/**
 * round(rating) as the database computes it: the rating is stored as real (float4) and round(double precision)
 * breaks ties to the even number (4.5 → 4), as C's rint does on PostgreSQL's platforms and in PGlite.
 */
export function databaseStars(rating: number): number {
  const stored = Math.fround(rating);
  const floor = Math.floor(stored);
  const fraction = stored - floor;
  if (fraction > 0.5) return floor + 1;
  if (fraction < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

type Group = {
  key: string;
  generic: number;
  brand: string;
  stars: number;
  reviewed: boolean;
  color: string | null;
  discounted: boolean;
};

/** The summary rows as COPY text lines (car_id 0 first, then by vehicle), in chunks of about a megabyte. */
export function* facetSummaryLines(articles: readonly FacetArticle[], links: Links): Generator<string> {
  const groups: Group[] = [];
  const groupIndex = new Map<string, number>();
  const classOf = new Int32Array(articles.length);
  const priceOf = new Int32Array(articles.length);
  articles.forEach((article, i) => {
    const group: Group = {
      key: '',
      generic: article.genericArticleId,
      brand: article.brandSlug,
      stars: databaseStars(article.rating),
      reviewed: article.reviewCount > 0,
      color: article.color,
      discounted: article.discount !== null,
    };
    group.key = `${group.generic}|${group.brand}|${group.stars}|${group.reviewed}|${group.color}|${group.discounted}`;
    let index = groupIndex.get(group.key);
    if (index === undefined) {
      index = groups.length;
      groups.push(group);
      groupIndex.set(group.key, index);
    }
    classOf[i] = index;
    priceOf[i] = article.discount ?? article.price;
  });

  let maxCar = 0;
  for (const car of links.carColumn) if (car > maxCar) maxCar = car;
  const carIndex = new Int32Array(maxCar + 1).fill(-1);
  const cars = [...new Set(links.carColumn)].sort((a, b) => a - b);
  cars.forEach((car, i) => {
    carIndex[car] = i;
  });

  // Row 0 of the table is the whole catalogue; row 1 + n is the n-th vehicle.
  const width = groups.length;
  const count = new Int32Array((cars.length + 1) * width);
  const low = new Int32Array(count.length);
  const high = new Int32Array(count.length);
  const add = (cell: number, price: number) => {
    if (count[cell] === 0 || price < (low[cell] as number)) low[cell] = price;
    if (count[cell] === 0 || price > (high[cell] as number)) high[cell] = price;
    count[cell] = (count[cell] as number) + 1;
  };
  for (let i = 0; i < articles.length; i++) {
    const group = classOf[i] as number;
    const price = priceOf[i] as number;
    add(group, price);
    for (const car of links.carsOf(i)) add((1 + (carIndex[car] as number)) * width + group, price);
  }

  let chunk = '';
  for (let row = 0; row <= cars.length; row++) {
    const carId = row === 0 ? 0 : (cars[row - 1] as number);
    for (let g = 0; g < width; g++) {
      const cell = row * width + g;
      if (count[cell] === 0) continue;
      const group = groups[g] as Group;
      chunk += `${carId}\t${group.generic}\t${copyField('text', group.brand)}\t${group.stars}\t${group.reviewed ? 't' : 'f'}\t${copyField('text', group.color)}\t${group.discounted ? 't' : 'f'}\t${count[cell]}\t${low[cell]}\t${high[cell]}\n`;
      if (chunk.length >= 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
  }
  if (chunk) yield chunk;
}
