// A pack's unfiltered list — the vehicle page's category counts, the vehicle's first pages — kept in `meta` when the
// pack is stored (packStored), so it answers from one small record instead of the pack's columns. It holds for the
// pack's stamp it was made at; any change to the pack (a page more, a refresh) makes lists read the columns again.

import { bumpPackStamp, packStamp, readPackColumns } from './pack-columns';
import { type Counted, matchesOf, ordered } from './pack-facets';
import type { AppDB } from './schema';
import type { PackRecord } from './types';

const keyOf = (carId: number) => `packSummary:${carId}`;

/** How many of the first ids in the default order are kept: three pages of 16. */
export const summaryTop = 48;

type StoredSummary = {
  stamp: string;
  total: number;
  top: number[];
  brandNames: [string, string][];
  brands: [string, number][];
  ratings: [number, number][];
  colors: [string, number][];
  generics: [number, number][];
  discount: Counted['discount'];
  price: Counted['price'];
};

/** The unfiltered list as readPackList needs it: the pack, the total, the first ids and the facets' counts. */
export type PackSummary = {
  pack: PackRecord;
  total: number;
  top: number[];
  brandNames: Map<string, string>;
  counted: Counted;
};

/** The pack's summary when it is current, else null. */
export async function readPackSummary(db: AppDB, carId: number): Promise<PackSummary | null> {
  const [current, record] = await Promise.all([packStamp(db, carId), db.meta.get(keyOf(carId))]);
  const kept = record?.value as StoredSummary | undefined;
  if (!current || !kept || kept.stamp !== current.stamp) return null;
  return {
    pack: current.pack,
    total: kept.total,
    top: kept.top,
    brandNames: new Map(kept.brandNames),
    counted: {
      brands: new Map(kept.brands),
      ratings: new Map(kept.ratings),
      colors: new Map(kept.colors),
      generics: new Map(kept.generics),
      discount: kept.discount,
      price: kept.price,
    },
  };
}

/**
 * After a full download or a refresh (whose changed chunks the downloader has written again): every context's memory
 * copy of the pack is dropped (its stamp moves on), this one's read again so the next search is warm, and the
 * unfiltered list's summary written.
 */
export async function packStored(db: AppDB, carId: number): Promise<void> {
  await bumpPackStamp(db, carId);
  const [columns] = await readPackColumns(db, carId).catch(() => []);
  if (!columns?.stamp) return;
  const { rows, counted } = matchesOf(columns, {}, undefined);
  const top = ordered(columns, rows, 'default')
    .slice(0, summaryTop)
    .map((row) => columns.ids[row] as number);
  const summary: StoredSummary = {
    stamp: columns.stamp,
    total: rows.length,
    top,
    brandNames: [...columns.brandNames],
    brands: [...counted.brands],
    ratings: [...counted.ratings],
    colors: [...counted.colors],
    generics: [...counted.generics],
    discount: counted.discount,
    price: counted.price,
  };
  await db.meta.put({ key: keyOf(carId), value: summary });
}
