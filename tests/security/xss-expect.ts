// The assertions every XSS check in Node makes, on a server's page, a mail or an app's view alike (xss-check.ts), and
// that the break fixtures (xss-fixtures/) prove fail on a broken escape.
import { expect } from 'vitest';
import { type CheckOptions, dataBlocks, injectedMarkup, textsNotShown } from './xss-check';

/** `html` holds no markup from a payload and shows each of `texts` as text. */
export function expectClean(
  where: string,
  html: string,
  texts: readonly string[],
  options: CheckOptions = {},
) {
  expect(injectedMarkup(html, options), `markup from a payload on ${where}`).toEqual([]);
  expect(textsNotShown(html, texts), `text not shown on ${where}`).toEqual([]);
}

/** `html` has one data block, and it gives back each of `texts` as it was. */
export function expectDataBlockHolds(where: string, html: string, texts: readonly string[]) {
  const blocks = dataBlocks(html);
  expect(blocks.length, `the data block of ${where}`).toBe(1);
  const data = JSON.stringify(blocks);
  const lost = texts.filter((text) => !data.includes(JSON.stringify(text).slice(1, -1)));
  expect(lost, `payloads the data block of ${where} changed`).toEqual([]);
}
