// Prices chosen lines from the catalogue as it is now: the one place the server turns
// articles and quantities into money, for carts, orders and the checkout's validation alike. Prices a client
// sent are never read. The arithmetic is the shared cart domain's (src/domain/cart.ts), so the PWA's preview and
// the server's answer agree whenever the catalogue has not changed.
import { addLine, summarise, unitPrice } from '../../../src/domain/cart';
import type { LineInput, PricedLine, PricedTotal } from '../../../src/domain/checkout';
import type { Locale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { productsByIds } from '../catalogue/products';
import type { Product } from '../catalogue/types';

/** What pricing says of a set of lines: the priced lines, the articles the catalogue lacks, and the sums. */
export type Priced = {
  items: PricedLine[];
  unknown: number[];
  quantity: number;
  subtotal: number;
  shipping: number | null;
  tax: number;
  totals: PricedTotal[];
  total: number;
  /** The catalogue's products by article id, for stock checks. */
  products: Map<number, Product>;
};

/** Titles of the totals lines, as the order and cart answers name them (type, title, price). */
export const totalTitles: Record<Locale, Record<PricedTotal['type'], string>> = {
  no: { shipping: 'Frakt', tax: 'Herav MVA (25 %)' },
  en: { shipping: 'Shipping', tax: 'Of which VAT (25 %)' },
  ar: { shipping: 'الشحن', tax: 'منها ضريبة القيمة المضافة (25٪)' },
};

/** Same article twice in a request → one line with the quantities added, capped as the cart's add caps them. */
export const mergeLines = (lines: readonly LineInput[]): LineInput[] =>
  lines.reduce<LineInput[]>((merged, line) => addLine(merged, line), []);

/** Prices `lines` (merged by article) with pickup or delivery; reads the catalogue through `db` (a transaction too). */
export async function priceLines(
  db: Db,
  lines: readonly LineInput[],
  pickup: boolean,
  lang: Locale,
): Promise<Priced> {
  const merged = mergeLines(lines);
  const found = await productsByIds(
    db,
    merged.map((line) => line.articleId),
    lang,
  );
  return priceProducts(merged, new Map(found.map((product) => [product.articleId, product])), pickup, lang);
}

/** Prices `lines` (merged by article) from the catalogue's `products` as just read; one not among them is unknown. */
export function priceProducts(
  lines: readonly LineInput[],
  products: Map<number, Product>,
  pickup: boolean,
  lang: Locale,
): Priced {
  const items: PricedLine[] = [];
  const unknown: number[] = [];
  for (const line of mergeLines(lines)) {
    const product = products.get(line.articleId);
    if (!product) {
      unknown.push(line.articleId);
      continue;
    }
    const price = unitPrice(product);
    items.push({
      articleId: product.articleId,
      articleNumber: product.articleNumber,
      product,
      options: line.options ?? {},
      price,
      quantity: line.quantity,
      total: Math.round(price * 100 * line.quantity) / 100,
    });
  }
  const summary = summarise(items, pickup);
  const titles = totalTitles[lang];
  return {
    items,
    unknown,
    quantity: summary.quantity,
    subtotal: summary.subtotal,
    shipping: summary.shipping,
    tax: summary.vat,
    totals: summary.totals.map((line) => ({ ...line, title: titles[line.type] })),
    total: summary.total,
    products,
  };
}

/** Kroner (as answered) ⇄ øre (as stored). */
export const toOre = (kroner: number): number => Math.round(kroner * 100);
export const toKroner = (ore: number): number => ore / 100;
