import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePartNumber } from './part-number';
import {
  chooseReading,
  quickOrderCodes as codes,
  numbersOf,
  type ParsedLine,
  parseLine,
  parseQuickOrder,
  quantityOf,
  quickOrderMaxLines,
} from './quick-order';

const first = (line: ParsedLine) => {
  const reading = line.readings?.[0];
  return reading && { number: normalisePartNumber(reading.number), quantity: reading.quantity };
};

describe('parseLine', () => {
  it.each([
    ['0 986 494 294 x2', '0986494294', 2],
    ['0986494294x2', '0986494294', 2],
    ['0986494294 X 12', '0986494294', 12],
    ['0986494294 * 3', '0986494294', 3],
    ['0986494294;2', '0986494294', 2],
    ['0986494294; 2', '0986494294', 2],
    ['0986494294, 2', '0986494294', 2],
    ['0986494294\t2', '0986494294', 2],
    ['0986494294 | 4', '0986494294', 4],
    ['0986494294 2', '0986494294', 2],
    ['0986494294 2 stk', '0986494294', 2],
    ['0986494294 5pcs', '0986494294', 5],
    ['2 x W 712/80', 'W71280', 2],
    ['3stk 0986494294', '0986494294', 3],
    ['2;0986494294', '0986494294', 2],
    ['0986494294\tBremseklosser foran\t6', '0986494294', 6],
    ['  0.986.494-294  ', '0986494294', 1],
    ['HU 7008 z', 'HU7008Z', 1],
    ['0986494294;', '0986494294', 1],
  ])('%j → %s × %i', (text, number, quantity) => {
    expect(first(parseLine(text))).toEqual({ number, quantity });
  });

  it('reads a line of spaced words the whole-number way first, the quantity way second', () => {
    expect(parseLine('0 986 494 294 2').readings?.map((r) => r.quantity)).toEqual([1, 2]);
    expect(first(parseLine('0 986 494 294'))).toEqual({ number: '0986494294', quantity: 1 });
    // 7008 is no quantity: the only reading is the whole number.
    expect(parseLine('HU 7008').readings).toEqual([{ number: 'HU 7008', quantity: 1 }]);
  });

  it('reads a number that starts like a count and a unit both ways, the count first (found by the property below)', () => {
    const line = parseLine('8ST - 4US7LTUJ');
    expect(line.readings?.map((r) => [normalisePartNumber(r.number), r.quantity])).toEqual([
      ['4US7LTUJ', 8],
      ['8ST4US7LTUJ', 1],
    ]);
    expect(chooseReading(line.readings ?? [], (n) => n === '8ST4US7LTUJ').quantity).toBe(1);
    expect(parseLine('2 stk W 712/80').readings?.[0]).toEqual({ number: 'W 712/80', quantity: 2 });
    // With a quantity of its own after the number, a count in front is the less likely reading.
    expect(first(parseLine('8ST - 4US7LTUJ x3'))).toEqual({ number: '8ST4US7LTUJ', quantity: 3 });
    // Spaced, with a bare quantity: every reading of the rest of the line is kept (three at most).
    expect(parseLine('6ST YJRL 1').readings?.map((r) => [normalisePartNumber(r.number), r.quantity])).toEqual(
      [
        ['YJRL1', 6],
        ['6STYJRL1', 1],
        ['6STYJRL', 1],
      ],
    );
  });

  it('reads a count that is no quantity, glued to its unit, as the start of a number; written apart it is refused', () => {
    expect(first(parseLine('0PC  2BLTUA'))).toEqual({ number: '0PC2BLTUA', quantity: 1 });
    expect(parseLine('0 stk W 712/80')).toMatchObject({ code: codes.quantityTooSmall });
    // With a quantity of its own after it, the count is read as part of the number.
    expect(first(parseLine('0  PC  UERUV8S1861 x1'))).toEqual({ number: '0PCUERUV8S1861', quantity: 1 });
    // At the end, a quantity that is none glued to a unit may end a number; apart it is refused.
    expect(first(parseLine('A8M  0PC'))).toEqual({ number: 'A8M0PC', quantity: 1 });
    expect(parseLine('0986494294 0 stk')).toMatchObject({ code: codes.quantityTooSmall });
  });

  it.each([
    ['0986494294 x0', codes.quantityTooSmall],
    ['0986494294;0', codes.quantityTooSmall],
    ['0986494294 0', codes.quantityTooSmall],
    ['0986494294 x-2', codes.quantityTooSmall],
    ['0986494294; -1', codes.quantityTooSmall],
    ['0986494294 -3', codes.quantityTooSmall],
    ['0986494294 x1000', codes.quantityTooBig],
    ['0986494294, 99999999999999999999', codes.quantityTooBig],
    ['0986494294 1000', codes.quantityTooBig],
    ['0986494294;1.5', codes.quantityInvalid],
    ['0986494294;two', codes.quantityInvalid],
    [';2', codes.numberMissing],
    ['-.-/ x2', codes.numberMissing],
    [`${'1'.repeat(61)} x2`, codes.numberTooLong],
  ])('%j is refused with %s', (text, code) => {
    expect(parseLine(text).code).toBe(code);
  });
});

describe('parseQuickOrder', () => {
  it('skips blank lines and keeps each line’s place', () => {
    const list = parseQuickOrder('\n0986494294 x2\r\n  \r\n;;\nW 712/80;1\n');
    expect(list.tooMany).toBe(false);
    expect(list.lines.map((line) => line.line)).toEqual([2, 5]);
  });

  it('says when there are more lines than one lookup takes', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `A${i} x1`).join('\n');
    expect(parseQuickOrder(lines(quickOrderMaxLines)).tooMany).toBe(false);
    expect(parseQuickOrder(lines(quickOrderMaxLines + 1)).tooMany).toBe(true);
  });

  it('asks for every reading’s number once', () => {
    const { lines } = parseQuickOrder('0 986 494 294 2\n0986494294 x1');
    expect(numbersOf(lines)).toEqual(['09864942942', '0986494294']);
  });
});

// A part number as a catalogue writes it: letters and digits (no X, which is the quantity's sign), 5–14 of them.
const partNumber = fc
  .array(fc.constantFrom(...'0123456789ABCDEFGHJKLMNPRSTUVWYZ'), { minLength: 5, maxLength: 14 })
  .map((chars) => chars.join(''));
/** The number as people type it: any spacing, dots, dashes and slashes between its characters, any case. */
const typed = (number: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom('', '', '', ' ', '  ', '.', '-', '/', ' - '), {
        minLength: number.length - 1,
        maxLength: number.length - 1,
      }),
      fc.boolean(),
    )
    .map(([gaps, lower]) => {
      const text = [...number].map((c, i) => c + (gaps[i] ?? '')).join('');
      return lower ? text.toLowerCase() : text;
    });
const quantity = fc.integer({ min: 1, max: 999 });
/** Every way of writing a quantity the page reads. */
const forms: ((n: string, q: number) => string)[] = [
  (n, q) => `${n} x${q}`,
  (n, q) => `${n}x${q}`,
  (n, q) => `${n} X ${q}`,
  (n, q) => `${n} * ${q}`,
  (n, q) => `${n};${q}`,
  (n, q) => `${n} ; ${q}`,
  (n, q) => `${n},${q}`,
  (n, q) => `${n}, ${q}`,
  (n, q) => `${n}\t${q}`,
  (n, q) => `${n}\t\t${q}\t`,
  (n, q) => `${n} | ${q}`,
  (n, q) => `${n} ${q}`,
  (n, q) => `${n}   ${q}`,
  (n, q) => `${n} ${q} stk`,
  (n, q) => `${n} ${q}pcs`,
  (n, q) => `${q} x ${n}`,
  (n, q) => `${q}x ${n}`,
  (n, q) => `${q};${n}`,
  (n, q) => `  ${n} x ${q}  `,
];

/**
 * Typed so that a part reads as a count or quantity that none may be: a last group of digits after a space
 * ('0986494294 0', '0986494294 1000'), or digits written apart from a unit ('0 ST PEZ3Z', 'PT 0 PC'). Such a line is
 * refused with what is wrong with that quantity (above) rather than guessed.
 */
function readsAsNoQuantity(text: string) {
  const unit = String.raw`(?:stk|stykk(?:er)?|st|pcs|pc|pieces?)\.?`;
  const last = /\s(\d+)$/.exec(text)?.[1];
  const front = new RegExp(String.raw`^(\d{1,4})\s+${unit}\s+\S`, 'i').exec(text)?.[1];
  const back = new RegExp(String.raw`\s(\d+)\s+${unit}$`, 'i').exec(text)?.[1];
  return [last, front, back].some((digits) => digits !== undefined && typeof quantityOf(digits) !== 'number');
}

describe('any spacing of a known number with any quantity form', () => {
  it('parses to that number and quantity once the catalogue has said which numbers it knows', () => {
    fc.assert(
      fc.property(
        partNumber.chain((number) => fc.tuple(fc.constant(number), typed(number))),
        quantity,
        fc.nat(forms.length - 1),
        ([number, text], q, form) => {
          fc.pre(!readsAsNoQuantity(text));
          const line = parseLine((forms[form] as (typeof forms)[number])(text, q));
          expect(line.code).toBeUndefined();
          const reading = chooseReading(line.readings ?? [], (n) => n === number);
          expect({ number: normalisePartNumber(reading.number), quantity: reading.quantity }).toEqual({
            number,
            quantity: q,
          });
        },
      ),
    );
  });

  it('a number alone is that number, once', () => {
    fc.assert(
      fc.property(
        partNumber.chain((number) => fc.tuple(fc.constant(number), typed(number))),
        ([number, text]) => {
          fc.pre(!readsAsNoQuantity(text));
          const line = parseLine(text);
          const reading = chooseReading(line.readings ?? [], (n) => n === number);
          expect({ number: normalisePartNumber(reading.number), quantity: reading.quantity }).toEqual({
            number,
            quantity: 1,
          });
        },
      ),
    );
  });

  it('an explicit separator needs no catalogue: the first reading is the one', () => {
    const explicit = [0, 1, 2, 4, 5, 6, 7, 8, 10];
    fc.assert(
      fc.property(
        partNumber.chain((number) => fc.tuple(fc.constant(number), typed(number))),
        quantity,
        fc.constantFrom(...explicit),
        ([number, text], q, form) => {
          fc.pre(!readsAsNoQuantity(text));
          const line = parseLine((forms[form] as (typeof forms)[number])(text, q));
          expect(first(line)).toEqual({ number, quantity: q });
        },
      ),
    );
  });

  it('never throws, and every line is either readings or a code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const { lines } = parseQuickOrder(text);
        for (const line of lines)
          expect(line.code !== undefined || (line.readings?.length ?? 0) > 0).toBe(true);
      }),
    );
  });
});
