// The building blocks of the order emails' HTML: one column at most 640 px wide, inline styles only (mail clients
// drop <style> and linked CSS), every value escaped here, alignment mirrored for Arabic (dir="rtl"). Pure strings.
import { direction, type Locale } from '../../../src/domain/locale';
import { escapeMarkup } from '../../lib/escape-markup';

/**
 * A value kept apart from the running text of a right-to-left language (Unicode isolates): `ltr` left to right
 * (order numbers, amounts, references), `auto` in the direction of its first letter (names and addresses, which may
 * be Latin or Arabic). Left-to-right languages need neither, so their plain text stays plain.
 */
export const isolate = (lang: Locale, value: string, kind: 'ltr' | 'auto' = 'ltr'): string =>
  direction(lang) === 'rtl' ? `${kind === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069` : value;

const side = (lang: Locale) =>
  direction(lang) === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };

const ink = '#1f2937';
const soft = '#6b7280';
const line = '#e5e7eb';

/** A whole mail: `body` is HTML built from the helpers below. */
export function mailPage(lang: Locale, title: string, body: string): string {
  const dir = direction(lang);
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(title)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6;">`,
    `<div dir="${dir}" style="max-width:640px;margin:0 auto;padding:24px 16px;background:#ffffff;`,
    `font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${ink};text-align:${side(lang).start};">`,
    '<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#b91c1c;">Bildeler</p>',
    body,
    '</div></body></html>',
  ].join('\n');
}

/** A paragraph of HTML that is already escaped (a filled text). */
export const paragraph = (html: string): string => `<p style="margin:0 0 12px;">${html}</p>`;

export const heading = (label: string): string =>
  `<h2 style="margin:20px 0 6px;font-size:16px;">${escapeMarkup(label)}</h2>`;

/** A heading with lines under it (an address, the payment): each line escaped. */
export const block = (label: string, lines: readonly string[]): string =>
  `${heading(label)}<p style="margin:0 0 12px;">${lines.map(escapeMarkup).join('<br>')}</p>`;

export const button = (href: string, label: string): string =>
  `<p style="margin:20px 0;"><a href="${escapeMarkup(href)}" style="display:inline-block;padding:10px 18px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeMarkup(label)}</a></p>`;

/** An amount, kept left-to-right in Arabic text. */
export const amount = (formatted: string): string =>
  `<span dir="ltr" style="white-space:nowrap;">${escapeMarkup(formatted)}</span>`;

export type TableRow = { cells: string[]; strong?: boolean };

/**
 * The one table of an order: `head` labels, body rows and foot rows (foot rows: a label spanning all but the last
 * column, and the amount). Cells are HTML, already escaped; every column but the first is aligned to the end.
 */
export function linesTable(lang: Locale, head: string[], rows: TableRow[], foot: TableRow[]): string {
  const { start, end } = side(lang);
  const cell = (tag: 'td' | 'th', html: string, index: number, extra = '') =>
    `<${tag}${extra} style="padding:8px 6px;border-bottom:1px solid ${line};vertical-align:top;text-align:${index === 0 ? start : end};">${html}</${tag}>`;
  const headRow = `<tr style="color:${soft};font-size:13px;">${head.map((label, i) => cell('th', escapeMarkup(label), i)).join('')}</tr>`;
  const bodyRows = rows.map((row) => `<tr>${row.cells.map((html, i) => cell('td', html, i)).join('')}</tr>`);
  const footRows = foot.map(
    (row) =>
      `<tr${row.strong ? ' style="font-weight:bold;"' : ''}>${cell('td', row.cells[0] ?? '', 1, ` colspan="${head.length - 1}"`)}${cell('td', row.cells[1] ?? '', 1)}</tr>`,
  );
  return [
    '<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0;font-size:14px;">',
    `<thead>${headRow}</thead>`,
    `<tbody>${bodyRows.join('')}</tbody>`,
    `<tfoot>${footRows.join('')}</tfoot>`,
    '</table>',
  ].join('');
}

/** Small grey text under a product's name: a label and a value kept on one line (its article number). */
export const note = (label: string, value: string): string =>
  `<br><span style="color:${soft};font-size:12px;">${escapeMarkup(label)} <span style="white-space:nowrap;">${escapeMarkup(value)}</span></span>`;
