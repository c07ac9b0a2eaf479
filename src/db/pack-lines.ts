// A text column of a pack kept as one string, a line per part, with where each line starts: a search runs indexOf
// over the whole column, so reading a pack makes no string per part, and a part's line is cut out only when it is a
// candidate. A damaged column (a wrong number of lines) reads as empty lines.

export type Lines = {
  text: string;
  /** Where each line starts; one more entry than lines, at text.length + 1. */
  starts: Uint32Array;
};

/** Where the lines of `text` start, ending with text.length + 1. */
function startsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  starts.push(text.length + 1);
  return starts;
}

/** The columns of several chunks, each `count` lines, joined in order. */
export function joinLines(pieces: { text: unknown; count: number }[]): Lines {
  const texts: string[] = [];
  const starts: number[] = [];
  let offset = 0;
  for (const { text, count } of pieces) {
    if (count === 0) continue;
    let piece = typeof text === 'string' ? text : '';
    let own = startsOf(piece);
    if (own.length !== count + 1) {
      const found = piece.split('\n');
      piece = Array.from({ length: count }, (_, i) => found[i] ?? '').join('\n');
      own = startsOf(piece);
    }
    for (let i = 0; i < count; i++) starts.push(offset + (own[i] as number));
    texts.push(piece);
    offset += piece.length + 1;
  }
  starts.push(offset);
  return { text: texts.join('\n'), starts: Uint32Array.from(starts) };
}

/** The lines of `rows`, in that order. */
export const pickLines = (lines: Lines, rows: number[]): Lines =>
  joinLines([{ text: rows.map((row) => lineAt(lines, row)).join('\n'), count: rows.length }]);

export const lineAt = (lines: Lines, row: number): string =>
  lines.text.slice(lines.starts[row], (lines.starts[row + 1] as number) - 1);

/** The line holding position `at`. */
function rowAt(starts: Uint32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The lines holding `needle`, each once, in order. */
export function rowsWith(lines: Lines, needle: string): number[] {
  const rows: number[] = [];
  if (!needle) return rows;
  for (let at = lines.text.indexOf(needle); at !== -1; ) {
    const row = rowAt(lines.starts, at);
    rows.push(row);
    at = lines.text.indexOf(needle, lines.starts[row + 1]);
  }
  return rows;
}

const split = new WeakMap<Lines, string[]>();

/** Every line as a string (made once per column: the lists read every part's brand, colour and name). */
export function allLines(lines: Lines): string[] {
  let found = split.get(lines);
  if (!found) {
    found = lines.starts.length > 1 ? lines.text.split('\n') : [];
    split.set(lines, found);
  }
  return found;
}
