// Quick order: each line of the list with what the catalogue (or the device) found for it, and the cart lines it
// makes once every line with several brands has its choice.
import { normalisePartNumber } from './part-number';
import type { ProductSummary } from './product';
import { chooseReading, type NumberMatches, type ParsedLine, type QuickOrderCode } from './quick-order';

export type OrderLine =
  | { line: number; text: string; status: 'error'; code: QuickOrderCode; number: string }
  /** Found: one product, or several (brands) to choose from; `by` says whether by article or OE number. */
  | {
      line: number;
      text: string;
      status: 'found';
      number: string;
      quantity: number;
      by: 'article' | 'oe';
      products: ProductSummary[];
    }
  /** The shop has no article with this number. */
  | { line: number; text: string; status: 'unknown'; number: string; quantity: number }
  /** Not on this device, and the shop could not be asked. */
  | { line: number; text: string; status: 'needs-network'; number: string; quantity: number };

/**
 * The lines with what `matches` found. `from` says who answered: the shop ('server': a number it does not have is
 * unknown) or the device ('device': such a line needs the network).
 */
export function matchLines(
  lines: readonly ParsedLine[],
  matches: NumberMatches,
  from: 'server' | 'device',
): OrderLine[] {
  return lines.map((parsed): OrderLine => {
    const { line, text } = parsed;
    if (parsed.code) return { line, text, status: 'error', code: parsed.code, number: parsed.number };
    const { number, quantity } = chooseReading(parsed.readings, (n) => matches.has(n));
    const match = matches.get(normalisePartNumber(number));
    if (match)
      return { line, text, status: 'found', number, quantity, by: match.by, products: match.products };
    return { line, text, status: from === 'server' ? 'unknown' : 'needs-network', number, quantity };
  });
}

/** Line number → the chosen article, for lines with several. */
export type Choices = Readonly<Record<number, number>>;

/**
 * What goes into the cart: each found line's product (the only one, or the chosen one) and quantity. `unchosen`:
 * the lines with several products and no choice yet; `left`: lines that add nothing (unknown, needing the network).
 */
export function cartItems(lines: readonly OrderLine[], choices: Choices) {
  const items: { product: ProductSummary; quantity: number; line: number }[] = [];
  const unchosen: number[] = [];
  const left: number[] = [];
  for (const line of lines) {
    if (line.status === 'unknown' || line.status === 'needs-network') left.push(line.line);
    if (line.status !== 'found') continue;
    const chosen =
      line.products.length === 1
        ? line.products[0]
        : line.products.find((p) => p.articleId === choices[line.line]);
    if (chosen) items.push({ product: chosen, quantity: line.quantity, line: line.line });
    else unchosen.push(line.line);
  }
  return { items, unchosen, left };
}
