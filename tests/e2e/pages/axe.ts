import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over the page, run whole inside it (legacy mode). By default @axe-core/playwright runs axe in each frame
 * and then opens a blank page of its own to merge the frames' results: the shop has no frames, and that took half
 * of each scan (a product list: 3.3 s instead of 1.8 s on this machine; about 60 scans in a run).
 * Only violations are asserted: axe still runs every rule over every node, but writes a selector for one node of
 * each passed, incomplete or inapplicable rule instead of all of them (`resultTypes`, applied when the results are
 * gathered, after every rule ran): a scan 1.4 s instead of 2.0 s.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** axe-core's WCAG 2.0/2.1 A and AA rules over the page: each serious or critical violation with where it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
