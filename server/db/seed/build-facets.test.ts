// @engines: pglite postgres (raw-sql)
// The facet summaries the seed computes in memory are exactly what grouping the articles and links in the database
// gives, and stay so after a price change refreshes them (facet-summaries.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRowsNow } from '../../services/catalogue/facet-summaries';
import { setArticlePrice } from '../../services/catalogue/price';
import { rowsDigest } from '../../test/rows-digest';
import { createTestApp } from '../../test/test-app';
import { rowsOf } from '../client';
import { databaseStars } from './build-facets';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
});
afterAll(() => t?.close());

/** Rows in one and not the other, both ways (0 when the table holds exactly the grouped rows). */
async function differences() {
  // Compared by digest (no sort, half the time of the comparison below); rows are counted only when they differ.
  const kept = await rowsDigest(t.db, sql`select * from catalogue_facets`);
  if (kept.digest === (await rowsDigest(t.db, summaryRowsNow)).digest)
    return { extra: 0, missing: 0, total: kept.total };
  // The grouping is made once (materialized) and compared both ways: it reads every vehicle link.
  const result = await t.db.execute(sql`with now as materialized (${summaryRowsNow}) select
    (select count(*) from ((select * from catalogue_facets) except all (select * from now)) x)::int as extra,
    (select count(*) from ((select * from now) except all (select * from catalogue_facets)) y)::int as missing,
    (select count(*) from catalogue_facets)::int as total`);
  const rows = rowsOf<{
    extra: number;
    missing: number;
    total: number;
  }>(result);
  return rows[0];
}

describe('facet summaries', () => {
  it('rounds ratings as the database does (ties to even, from a real)', () => {
    expect([4.5, 3.5, 2.5, 1.5, 0.5, 3.3, 4.7, 5].map(databaseStars)).toEqual([4, 4, 2, 2, 0, 3, 5, 5]);
  });

  it('the seed writes exactly the grouped articles and links', async () => {
    const diff = await differences();
    expect(diff?.total).toBeGreaterThan(1000);
    expect(diff).toMatchObject({ extra: 0, missing: 0 });
  });

  it('a price change (onto offer, off it, a new lowest price) keeps them exact', async () => {
    const result = await t.db.execute(
      sql`select article_id, price from articles where discount is null order by review_count desc limit 2`,
    );
    const [a, b] = rowsOf<{
      article_id: number;
      price: number;
    }>(result);
    if (!a || !b) throw new Error('no articles');
    await setArticlePrice(t.db, a.article_id, a.price, Math.max(1, a.price - 100));
    await setArticlePrice(t.db, b.article_id, 1, null);
    expect(await differences()).toMatchObject({ extra: 0, missing: 0 });
    await setArticlePrice(t.db, a.article_id, a.price, null);
    expect(await differences()).toMatchObject({ extra: 0, missing: 0 });
    // Each comparison groups the whole catalogue: on PGlite the test takes 7–15 s on a quiet two-core machine.
  }, 120_000);
});
