// Quick order: a list of part numbers with quantities, one a line, as people type or paste them ('0 986 494 294 x2',
// '0986494294;2', '0986494294, 2', a spreadsheet's tab-separated row, '2 x W 712/80', '0986494294 2 stk').
// Spaces inside part numbers are common ('HU 7008 z'), so a line with only spaces can be read more than one way: each
// line gives its readings, the likeliest first, and the catalogue decides (chooseReading).
import { maxQuantity } from './cart';
import { normalisePartNumber } from './part-number';
import type { ProductSummary } from './product';

/** Lines looked up at once (the page's limit; POST /product/by-numbers takes three readings of each). */
export const quickOrderMaxLines = 200;
/** The longest part number, once normalised (as POST /product/by-numbers takes it). */
export const partNumberMaxLength = 60;

export const quickOrderCodes = {
  /** 0 or negative. */
  quantityTooSmall: 'QUANTITY_TOO_SMALL',
  /** Over maxQuantity. */
  quantityTooBig: 'QUANTITY_TOO_BIG',
  /** Not a whole number ('1.5', 'two'). */
  quantityInvalid: 'QUANTITY_INVALID',
  /** A quantity without a part number (';2'). */
  numberMissing: 'NUMBER_MISSING',
  numberTooLong: 'NUMBER_TOO_LONG',
} as const;
export type QuickOrderCode = (typeof quickOrderCodes)[keyof typeof quickOrderCodes];

/** One way to read a line: the part number as typed (trimmed) and the quantity. */
export type Reading = { number: string; quantity: number };

export type ParsedLine =
  /** `line`: 1-based line of the text; `readings`: the likeliest first, never empty. */
  | { line: number; text: string; readings: Reading[]; code?: undefined }
  | { line: number; text: string; code: QuickOrderCode; number: string; readings?: undefined };

export type ParsedList = {
  lines: ParsedLine[];
  /** More than quickOrderMaxLines lines with text: nothing is looked up. */
  tooMany: boolean;
};

const units = String.raw`(?:stk|stykk(?:er)?|st|pcs|pc|pieces?)\.?`;
const unitAtEnd = new RegExp(String.raw`\s*${units}$`, 'i');
/** '2 x 0986494294', '2stk W 712/80'. */
const leading = new RegExp(String.raw`^([+-]?\d{1,4})\s*(?:[x×*]|${units})\s+(\S.*)$`, 'i');
/** '0986494294 x2', '0986494294x 2', '0986494294 * 2'. */
const trailingX = /^(.*?\S)(\s*)[x×*](\s*)([+-]?\d+)$/i;
/** '0986494294 2 stk', '0986494294 2stk'. */
const trailingUnit = new RegExp(String.raw`^(.*\S)\s+([+-]?\d+)\s*${units}$`, 'i');
const gluedUnitAtEnd = new RegExp(String.raw`\d${units}$`, 'i');
const bareQuantity = /^[+-]?\d+$/;
/** What a spreadsheet cell holding a quantity looks like: '2', '-1', '1.5', 'x2', '2 stk'. */
const quantityCell = new RegExp(String.raw`^[x×*]?\s*[+-]?\d+(?:[.,]\d+)?\s*(?:${units})?$`, 'i');

/** The quantity a token says, or why it is none. */
export function quantityOf(token: string): number | QuickOrderCode {
  const text = token
    .trim()
    .replace(unitAtEnd, '')
    .replace(/^[x×*]\s*/i, '');
  if (!bareQuantity.test(text)) return quickOrderCodes.quantityInvalid;
  const quantity = Number(text);
  if (quantity < 1) return quickOrderCodes.quantityTooSmall;
  if (quantity > maxQuantity) return quickOrderCodes.quantityTooBig;
  return quantity;
}

type Outcome = { readings: Reading[] } | { code: QuickOrderCode; number: string };

/** number + the quantity token, or the token's problem. */
function split(number: string, token: string): Outcome {
  const quantity = quantityOf(token);
  return typeof quantity === 'number'
    ? { readings: [{ number: number.trim(), quantity }] }
    : { code: quantity, number: number.trim() };
}

const whole = (text: string): Reading => ({ number: text, quantity: 1 });

/** A line split into cells by a tab, ';', '|' or ',': the number first, the quantity last. */
function readCells(text: string, separator: string): Outcome | null {
  const cells = text
    .split(separator)
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length === 0) return { readings: [] };
  if (text.trimStart().startsWith(separator)) return { code: quickOrderCodes.numberMissing, number: '' };
  const [first = '', ...rest] = cells;
  if (rest.length === 0) return null;
  const last = rest.at(-1) ?? '';
  // A quantity first ('2;0986494294'): a short count, then a longer number.
  if (rest.length === 1 && /^\d{1,3}$/.test(first) && normalisePartNumber(last).length > 3)
    return split(last, first);
  if (rest.length === 1) return split(first, last);
  // More columns (a description between): the last cell that holds a quantity, else 1.
  const quantity = rest.findLast((cell) => quantityCell.test(cell));
  return quantity === undefined ? { readings: [whole(first)] } : split(first, quantity);
}

/** A line without cell separators. */
function readWords(text: string): Outcome {
  const lead = leading.exec(text);
  // '2 x 3' reads as number 2, quantity 3 (below); '2 x 0986494294' as 2 of 0986494294.
  if (!lead?.[1] || !lead[2] || /^[+-]?\d{1,4}$/.test(lead[2])) return readWithoutCount(text);
  const read = split(lead[2], lead[1]);
  // '8ST - 4US7' may be the number 8ST4US7 that starts like a count ('8 st'): the line read as if it had no count in
  // front gives the other readings ('8ST 4US7 1': 8ST4US7 once, or 8ST4US71), and the catalogue decides. They come
  // first when the rest has a quantity of its own ('8ST - 4US7 x1': no line gives two).
  const other = readWithoutCount(text);
  if (!('readings' in other) || !other.readings[0]) return read;
  const ownQuantity = trailingX.test(lead[2]) || trailingUnit.test(lead[2]);
  // A count that is no quantity may be the start of a number when it is glued to its unit ('0PC 2BLTUA') or the line
  // has a quantity of its own ('0 PC 2BLTUA x1'); else the line is refused for it ('0 stk W 712/80').
  if (!('readings' in read)) return ownQuantity || /^[+-]?\d+[a-z]/i.test(text) ? other : read;
  return {
    readings: ownQuantity ? [...other.readings, ...read.readings] : [...read.readings, ...other.readings],
  };
}

/** A line without cell separators nor a count in front: a quantity after the number, or none. */
function readWithoutCount(text: string): Outcome {
  const x = trailingX.exec(text);
  if (x?.[1] && x[4]) {
    const glued = x[2] === '' && x[3] === '';
    const read = split(x[1], x[4]);
    // '1J0X2' may be a part number: the other reading.
    if (!glued || !('readings' in read)) return read;
    return { readings: [...read.readings, whole(text)] };
  }
  const unit = trailingUnit.exec(text);
  if (unit?.[1] && unit[2]) {
    const read = split(unit[1], unit[2]);
    if ('readings' in read) return { readings: [...read.readings, whole(text)] };
    // 'A8M 0PC' may be a number that ends like a quantity no line has; '0986494294 0 stk' is refused for it.
    return gluedUnitAtEnd.test(text) ? { readings: [whole(text)] } : read;
  }
  const words = text.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !bareQuantity.test(last)) return { readings: [whole(text)] };
  const number = text.slice(0, text.length - last.length).trim();
  const read = split(number, last);
  // '0986494294 -2': a sign says it is a quantity.
  if (/^[+-]/.test(last)) return read;
  // '0986494294 2': the quantity first; 'HU 7008' and '0 986 494 294 2': the whole line first.
  const numberFirst = !/\s/.test(number) && /\d/.test(number);
  if (!('readings' in read)) return numberFirst ? read : { readings: [whole(text)] };
  return { readings: numberFirst ? [...read.readings, whole(text)] : [whole(text), ...read.readings] };
}

/** Readings whose number is empty or too long once normalised are dropped; none left is an error. */
function checked(line: number, text: string, outcome: Outcome): ParsedLine {
  if (!('readings' in outcome)) {
    const code = normalisePartNumber(outcome.number) === '' ? quickOrderCodes.numberMissing : outcome.code;
    return { line, text, code, number: outcome.number };
  }
  const readings = outcome.readings.filter((reading) => {
    const length = normalisePartNumber(reading.number).length;
    return length > 0 && length <= partNumberMaxLength;
  });
  if (readings.length > 0) return { line, text, readings };
  const number = outcome.readings[0]?.number ?? '';
  const code =
    normalisePartNumber(number).length > partNumberMaxLength
      ? quickOrderCodes.numberTooLong
      : quickOrderCodes.numberMissing;
  return { line, text, code, number };
}

/** One line of the list (never empty: parseQuickOrder skips blank lines). */
export function parseLine(text: string, line = 1): ParsedLine {
  const trimmed = text.trim();
  const separator = ['\t', ';', '|', ','].find((s) => trimmed.includes(s));
  const cells = separator ? readCells(trimmed, separator) : null;
  return checked(line, trimmed, cells ?? readWords(trimmed.replace(/[\t;|,]/g, ' ').trim()));
}

// Control characters (but tabs and line breaks) are no part of a number, and the server refuses them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Every line with text; blank lines and lines of separators only are skipped. */
export function parseQuickOrder(text: string): ParsedList {
  const rows = text.replace(controlCharacters, '').split(/\r\n|\r|\n/);
  const lines: ParsedLine[] = [];
  rows.forEach((row, i) => {
    if (row.replace(/[\s;|,]/g, '') === '') return;
    lines.push(parseLine(row, i + 1));
  });
  return { lines, tooMany: lines.length > quickOrderMaxLines };
}

/** The normalised numbers a list asks for: every reading of every line, each once. */
export function numbersOf(lines: readonly ParsedLine[]): string[] {
  const numbers = lines.flatMap((line) => line.readings?.map((r) => normalisePartNumber(r.number)) ?? []);
  return [...new Set(numbers)];
}

/** The first reading whose number `isKnown` (normalised), else the likeliest. */
export function chooseReading(readings: readonly Reading[], isKnown: (number: string) => boolean): Reading {
  const first = readings[0];
  if (!first) throw new RangeError('A line has at least one reading');
  return readings.find((reading) => isKnown(normalisePartNumber(reading.number))) ?? first;
}

/** Numbers POST /product/by-numbers takes at once: every reading of quickOrderMaxLines lines (three at most). */
export const byNumbersMax = 3 * quickOrderMaxLines;

/** What one number finds: the articles of every brand with it as their number ('article'), else as an OE number. */
export type NumberMatch = { by: 'article' | 'oe'; products: ProductSummary[] };
/** Normalised number → what it finds; a number not in it is unknown (or, offline, not on the device). */
export type NumberMatches = ReadonlyMap<string, NumberMatch>;
