import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightDisabledFeatures } from './chromium';

/** The features Playwright's own launch turns off, read from the installed playwright-core. */
function playwrightsList(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(join(require.resolve('playwright-core'), '..', 'lib', 'coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter/)?.[1];
  if (!list)
    throw new Error('playwright-core no longer names disabledFeatures: read its chromiumSwitches again');
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1] ?? '');
}

describe('the tests’ Chromium', () => {
  it('turns off every feature Playwright turns off, since its own list replaces Playwright’s', () => {
    const theirs = playwrightsList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((feature) => !playwrightDisabledFeatures.includes(feature))).toEqual([]);
  });
});
