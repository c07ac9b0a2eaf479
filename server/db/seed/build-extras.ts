// OE numbers in each car maker's own format, customer reviews (which also set the article ratings) and
// the category tree flattened into rows.
import { normalisePartNumber } from '../../../src/domain/part-number';
import type { LocalizedText } from '../catalogue-schema';
import type { ArticleRow } from './build-articles';
import type { ManufacturerRow } from './build-vehicles';
import type { Random } from './random';
import type { CategorySeed } from './types';

export type OeRow = { articleId: number; manuName: string; oeNumber: string; searchNumber: string };

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
const letter = (random: Random) => random.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''));

/** An original-equipment number as the car maker prints it. */
export function oeNumber(manuName: string, random: Random): string {
  switch (manuName) {
    case 'VW':
    case 'AUDI':
    case 'SKODA':
    case 'SEAT':
    case 'CUPRA':
      return `${digits(random, 1)}${letter(random)}${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)} ${letter(random)}`;
    case 'TOYOTA':
    case 'LEXUS':
      return `${digits(random, 5)}-${digits(random, 5)}`;
    case 'VOLVO':
    case 'POLESTAR':
      return `3${digits(random, 7)}`;
    case 'BMW':
    case 'MINI':
      return `${digits(random, 2)} ${digits(random, 2)} ${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`;
    case 'MERCEDES-BENZ':
      return `A ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'TESLA':
      return `${digits(random, 7)}-00-${letter(random)}`;
    case 'FORD':
      return `${digits(random, 1)} ${digits(random, 3)} ${digits(random, 3)}`;
    default:
      return `${digits(random, 4)}.${letter(random)}${digits(random, 1)}`;
  }
}

/** 1–3 OE numbers from the makers of the cars the article fits. */
export function buildOeNumbers(
  articles: readonly ArticleRow[],
  carsOf: (i: number) => ArrayLike<number>,
  manufacturerOf: ReadonlyMap<number, ManufacturerRow>,
  random: Random,
): OeRow[] {
  const rows: OeRow[] = [];
  articles.forEach((article, i) => {
    const cars = carsOf(i);
    if (cars.length === 0) return;
    const makes = new Set<string>();
    const wanted = random.int(1, 3);
    for (let tries = 0; makes.size < wanted && tries < 6; tries++) {
      const make = manufacturerOf.get(random.pick(cars))?.manuName;
      if (make) makes.add(make);
    }
    for (const manuName of makes) {
      const number = oeNumber(manuName, random);
      rows.push({
        articleId: article.articleId,
        manuName,
        oeNumber: number,
        searchNumber: normalisePartNumber(number),
      });
    }
  });
  return rows;
}

export type ReviewRow = { articleId: number; date: string; author: string; rating: number; content: string };

const authors = [
  'Ole Hansen',
  'Kari Nordmann',
  'Lars Johansen',
  'Ingrid Olsen',
  'Per Larsen',
  'Silje Andersen',
  'Jonas Pedersen',
  'Nora Nilsen',
  'Erik Kristiansen',
  'Maria Jensen',
  'Ahmed Ali',
  'Fatima Hassan',
  'Thomas Berg',
  'Hilde Haugen',
  'Magnus Hagen',
  'Emma Eriksen',
  'Bilverksted Alnabru AS',
  'Mekk-Ola',
  'Sindre Bakken',
  'Camilla Solberg',
];
const contents: Record<number, readonly string[]> = {
  5: [
    'Passet perfekt, og kom dagen etter. Anbefales!',
    'Nøyaktig som originalen. Enkel montering.',
    'God kvalitet til en fornuftig pris. Kjøper igjen.',
    'Brukte oppslag på regnummer og fikk riktig del første gang.',
  ],
  4: [
    'Bra del, men leveringen tok tre dager.',
    'Passet fint. Emballasjen kunne vært bedre.',
    'Gjør jobben. Litt dyrere enn forventet.',
  ],
  3: ['Greit nok, men monteringsanvisningen manglet.', 'Fungerer, men ser enklere ut enn originalen.'],
  2: ['Måtte justeres for å passe. Kundeservice var hjelpsom.'],
  1: ['Feil del i forhold til bilen min, returnerte den.'],
};

/** Reviews for the articles that have them; each article's rating becomes their average (one decimal). */
export function buildReviews(articles: ArticleRow[], random: Random): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const article of articles) {
    if (article.reviewCount === 0) continue;
    let sum = 0;
    for (let r = 0; r < article.reviewCount; r++) {
      const rating = random.chance(0.55) ? 5 : random.chance(0.6) ? 4 : random.int(1, 3);
      sum += rating;
      const month = String(random.int(1, 12)).padStart(2, '0');
      const day = String(random.int(1, 28)).padStart(2, '0');
      rows.push({
        articleId: article.articleId,
        date: `${random.int(2023, 2026)}-${month}-${day}`,
        author: random.pick(authors),
        rating,
        content: random.pick(contents[rating] ?? []),
      });
    }
    article.rating = Math.round((sum / article.reviewCount) * 10) / 10;
  }
  return rows;
}

export type CategoryRow = {
  id: number;
  parentId: number | null;
  slug: string;
  name: LocalizedText;
  value: number[];
  position: number;
  depth: number;
  layout: string;
  image: string;
};

/** Depth-first ids; each item's `value` is the union of its own generic ids and those below it. */
export function buildCategories(tree: readonly CategorySeed[]): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const visit = (item: CategorySeed, parentId: number | null, position: number, depth: number): number[] => {
    const row: CategoryRow = {
      id: rows.length + 1,
      parentId,
      slug: item.slug,
      name: item.name,
      value: [],
      position,
      depth,
      layout: item.layout ?? 'grid',
      image: `/api/images/category/${item.slug}.webp`,
    };
    rows.push(row);
    const ids = new Set(item.genericIds ?? []);
    (item.children ?? []).forEach((child, i) => {
      for (const id of visit(child, row.id, i, depth + 1)) ids.add(id);
    });
    row.value = [...ids].sort((a, b) => a - b);
    return row.value;
  };
  tree.forEach((item, i) => {
    visit(item, null, i, 1);
  });
  return rows;
}
