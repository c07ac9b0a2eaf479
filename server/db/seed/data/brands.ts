// The 19 aftermarket parts brands of the catalogue (German and Chinese makers) and their article-number formats.
import type { BrandSeed } from '../types';

/**
 * Writes `value` into the slots of `pattern` from the right: `#` a digit, `@` a digit or capital letter,
 * `%` a capital letter; every other character is copied. What does not fit is written in front, so two
 * different values never give the same string. An empty pattern gives the plain number.
 */
const code = (value: number, pattern: string): string => {
  let rest = Math.floor(value);
  let out = '';
  for (let i = pattern.length - 1; i >= 0; i--) {
    const ch = pattern.charAt(i);
    const radix = ch === '#' ? 10 : ch === '@' ? 36 : ch === '%' ? 26 : 0;
    if (radix === 0) {
      out = ch + out;
      continue;
    }
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    out = (ch === '%' ? String.fromCharCode(65 + digit) : digit.toString(36).toUpperCase()) + out;
  }
  return (rest > 0 ? String(rest) : '') + out;
};

/** One number series: literal prefix, slot pattern and the value the series starts at. */
type Series = readonly [prefix: string, pattern: string, start: number];
/**
 * A family is one or more series that take turns (n mod length). Every series belongs to exactly one family
 * and no two series of a brand can print the same string, so n stays recoverable from the article number
 * whatever generic article picked the family.
 */
type Family = readonly Series[];

const inFamily = (family: Family, n: number): string => {
  const [prefix, pattern, start] = family[n % family.length] as Series;
  return prefix + code(Math.floor(n / family.length) + start, pattern);
};

/** Chooses a family by generic article id: `groups` maps a family to the ids it serves. */
const byGeneric = (groups: readonly (readonly [Family, readonly number[]])[], fallback: Family) => {
  const index = new Map<number, Family>();
  for (const [family, ids] of groups) for (const id of ids) index.set(id, family);
  return (n: number, genericId: number): string => inFamily(index.get(genericId) ?? fallback, n);
};

const one = (prefix: string, pattern: string, start: number): Family => [[prefix, pattern, start]];
/** Several series that share a start value and take turns. */
const fam = (start: number, ...series: (readonly [string, string])[]): Family =>
  series.map(([prefix, pattern]) => [prefix, pattern, start] as const);
/** Mahle thermal management: 'CR 1234 000S' / 'CR 1234 000P' style, one prefix per product line. */
const mahleThermal = (prefix: string): Family =>
  fam(1_200, [`${prefix} `, '#### 000S'], [`${prefix} `, '#### 000P']);
/** Hella: '1EJ 010 123-011', the three leading characters name the product line. */
const hella = (prefix: string): Family => one(`${prefix} `, '### ###-###', 10_123_011);

const boschBrake = one('0 986 ', '### ###', 479_000);

export const brands: readonly BrandSeed[] = [
  {
    slug: 'bosch',
    name: 'Bosch',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('0 451 ', '### ###', 103_000), [7]],
        [one('F 026 ', '### ###', 400_000), [8, 9, 424]],
        [one('0 242 ', '### ###', 235_000), [686]],
        [one('0 250 ', '### ###', 202_000), [243, 1247]],
        [one('0 221 ', '### ###', 504_000), [689]],
        [one('0 092 S', '@@ ###', 144_000), [1]],
        [one('1 986 A', '@@ ###', 0), [2, 4]],
        [one('3 397 ', '### ###', 7_000), [297, 298]],
        [one('1 987 9', '@# ###', 46_000), [305, 306, 307, 1260, 3091, 3096]],
        [one('1 987 4', '@# ###', 76_000), [83, 3227]],
        [one('1 987 3', '@# ###', 2_000), [1200, 1201]],
        [one('0 258 ', '### ###', 6_000), [1154]],
        [one('0 281 ', '### ###', 2_000), [2225, 2226, 3048, 3837, 3838]],
        [one('0 280 ', '### ###', 218_000), [1245]],
        [one('0 445 ', '### ###', 110_000), [1262]],
        [one('0 928 ', '### ###', 400_000), [1217]],
        [one('0 580 ', '### ###', 200_000), [1225, 2139]],
        [one('0 130 ', '### ###', 303_000), [1352, 1362, 1434]],
        [one('0 301 ', '### ###', 46_000), [1203]],
        [one('0 332 ', '### ###', 19_000), [1281]],
      ],
      boschBrake,
    ),
  },
  {
    slug: 'ate',
    name: 'ATE',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('13.04', '##-####.#', 6_027_122), [402]],
        [one('24.33', '##-####.#', 4_117_135), [78]],
        [one('24.51', '##-####.#', 2_602_273), [83]],
        [one('03.99', '##-####.#', 166_022), [3227]],
        [one('24.24', '##-####.#', 1_910_013), [50]],
        [one('24.07', '##-####.#', 1_160_433), [3578]],
        [one('24.81', '##-####.#', 9_001_232), [407]],
      ],
      one('24.01', '##-####.#', 2_202_621),
    ),
  },
  {
    slug: 'mann-filter',
    name: 'MANN-FILTER',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [fam(14_000, ['C ', '## ###'], ['C ', '## ###/1'], ['CF ', '## ###']), [8]],
        [fam(18_000, ['WK ', '## ###'], ['WK ', '## ### x'], ['PU ', '## ### x']), [9]],
        [fam(20_000, ['CU ', '## ###'], ['CUK ', '## ###'], ['FP ', '## ###']), [424]],
        [fam(18_200, ['H ', '## ###'], ['H ', '## ### x'], ['H ', '## ### z']), [1399]],
      ],
      fam(10_000, ['W ', '## ###'], ['HU ', '## ### x'], ['HU ', '## ### z']),
    ),
  },
  {
    slug: 'mahle',
    name: 'MAHLE',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [fam(3_880, ['LX ', '###/#'], ['LX ', '###/#D'], ['LXS ', '###/#']), [8]],
        [fam(3_880, ['KL ', '###/#'], ['KL ', '###/#D'], ['KX ', '###/#D']), [9]],
        [fam(3_880, ['LA ', '###/#'], ['LAK ', '###/#'], ['LAO ', '###/#']), [424]],
        [fam(3_880, ['HX ', '###/#'], ['HX ', '###/#D'], ['HX ', '###/# KIT']), [1399]],
        [fam(1_587, ['TX ', '## ##D'], ['TM ', '## ##D'], ['TI ', '## ##D']), [317]],
        [one('0', '## TC ##### 000', 117_650), [1231]],
        [one('MG ', '', 100), [4]],
        [one('MS ', '', 100), [2]],
        [one('', '', 54_000), [363]],
        [one('EGR ', '', 100), [1217]],
        [mahleThermal('CR'), [470]],
        [mahleThermal('CP'), [1260]],
        [mahleThermal('CRT'), [3616]],
        [mahleThermal('CFF'), [1352]],
        [mahleThermal('CI'), [1393]],
        [mahleThermal('CIH'), [4052]],
        [mahleThermal('CE'), [2467]],
        [mahleThermal('ACP'), [447]],
        [mahleThermal('AC'), [448]],
        [mahleThermal('AD'), [449]],
        [mahleThermal('AB'), [1434]],
      ],
      fam(3_880, ['OX ', '###/#D'], ['OC ', '###/#'], ['OX ', '###/# ECO']),
    ),
  },
  {
    slug: 'febi-bilstein',
    name: 'febi bilstein',
    country: 'DE',
    // Five digits as in the classic range, six once the numbers pass 99999 (e.g. 170123).
    articleNumber: (n) => code(n + 10_000, '#####'),
  },
  {
    slug: 'sachs',
    name: 'SACHS',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('3000 ', '### ###', 750_000), [479]],
        [one('2294 ', '### ###', 1_000), [1316]],
        [one('3182 ', '### ###', 600_000), [48]],
        [one('6283 ', '### ###', 600_000), [50]],
      ],
      one('', '### ###', 310_000),
    ),
  },
  {
    slug: 'luk',
    name: 'LuK',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('', '4## #### 10', 150_000), [1316]],
        [one('', '5## #### 10', 100_000), [48, 50]],
      ],
      one('', '6## #### 00', 230_000),
    ),
  },
  {
    slug: 'lemforder',
    name: 'Lemförder',
    country: 'DE',
    articleNumber: (n) => inFamily(fam(30_000, ['', '##### 01'], ['', '##### 02'], ['', '##### 03']), n),
  },
  {
    slug: 'hella',
    name: 'HELLA',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [hella('1EJ'), [1203]],
        [hella('8GH'), [1200]],
        [hella('8GS'), [1201]],
        [hella('4RA'), [1281]],
        [hella('3BA'), [1283]],
        [hella('8EW'), [297, 1352, 1434]],
        [hella('8MK'), [470]],
        [hella('8ML'), [1393]],
        [hella('8MA'), [3616]],
        [hella('8ME'), [2467]],
        [hella('8FK'), [447]],
        [hella('8FC'), [448]],
        [hella('8FT'), [449]],
        [hella('8ET'), [1245]],
        [hella('6PT'), [3838]],
        [hella('6PP'), [3048, 3837]],
        [hella('8TW'), [1491]],
        [hella('8WD'), [1489]],
        [hella('9XW'), [298]],
        [hella('5DA'), [689]],
        [hella('8JA'), [3503]],
      ],
      hella('6PU'),
    ),
  },
  {
    slug: 'bilstein',
    name: 'BILSTEIN',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('36-', '######', 100_000), [219]],
        [one('12-', '######', 100_000), [1578]],
        [one('51-', '######', 100_000), [1397]],
      ],
      one('22-', '######', 100_000),
    ),
  },
  {
    slug: 'varta',
    name: 'VARTA',
    country: 'DE',
    // e.g. 5604080543132: type code, then the 3132 suffix of the Blue/Silver Dynamic range.
    articleNumber: (n) => code(n + 560_408_054, '#########3132'),
  },
  {
    slug: 'elring',
    name: 'ELRING',
    country: 'DE',
    articleNumber: (n) => code(n + 100_000, '###.###'),
  },
  {
    slug: 'beru',
    name: 'BERU',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('0 100 ', '### ###', 226_000), [243]],
        [one('0 040 ', '### ###', 100_000), [689]],
        [one('0 101 ', '### ###', 121_000), [1247]],
      ],
      one('0 002 ', '### ###', 335_000),
    ),
  },
  {
    slug: 'liqui-moly',
    name: 'LIQUI MOLY',
    country: 'DE',
    articleNumber: (n) => code(n + 1_000, ''),
  },
  {
    slug: 'sonax',
    name: 'SONAX',
    country: 'DE',
    articleNumber: (n) => code(n + 200_000, '0######0'),
  },
  {
    slug: 'westfalia',
    name: 'Westfalia',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('', '### ### 300 107', 305_100), [3502]],
        [one('', '### ### 700 001', 350_000), [3500]],
        [one('', '### ### 900 002', 300_000), [3503]],
      ],
      one('', '### ### 600 001', 305_100),
    ),
  },
  {
    slug: 'oris',
    name: 'ORIS',
    country: 'DE',
    articleNumber: byGeneric(
      [
        [one('021-', '###-###', 1_000), [3502]],
        [one('090-', '###-###', 1_000), [3500]],
      ],
      one('047-', '###-###', 1_000),
    ),
  },
  {
    slug: 'wanxiang',
    name: 'Wanxiang',
    country: 'CN',
    articleNumber: byGeneric(
      [
        [one('WXH-', '######', 100_000), [655]],
        [one('WXC-', '######', 100_000), [1190]],
        [one('WXK-', '######', 100_000), [1191]],
        [one('WXD-', '######', 100_000), [1185]],
      ],
      one('WXB-', '######', 100_000),
    ),
  },
  {
    slug: 'weifu',
    name: 'Weifu',
    country: 'CN',
    articleNumber: byGeneric(
      [
        [one('WFI-', '######', 200_000), [1262]],
        [one('WFE-', '######', 200_000), [1217]],
      ],
      one('WFT-', '######', 200_000),
    ),
  },
];
