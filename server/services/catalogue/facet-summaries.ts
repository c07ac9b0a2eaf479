// Facet summaries (table catalogue_facets, migration 0010): per vehicle (car_id 0: the whole catalogue), part type,
// brand, rounded rating, reviewed or not, colour and on offer or not — how many articles, and their lowest and highest
// price. A vehicle's sidebar is then summed from a few hundred summary rows instead of counted from tens of thousands
// of articles. The seed computes the table from its rows (server/db/seed/build-facets.ts), migration 0010 fills it for
// a catalogue loaded before, and a write that changes a summarised column (price, discount) refreshes the groups of
// the article it changed, in its own transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Tx = Pick<Db, 'execute'>;

/** The summary's grouping columns, read from `articles` aliased as a. */
const keyColumns = sql.raw(
  'a.generic_article_id, a.brand_slug, round(a.rating)::int, a.review_count > 0, a.color, a.discount is not null',
);
const measures = sql.raw(
  'count(*)::int, min(coalesce(a.discount, a.price)), max(coalesce(a.discount, a.price))',
);

/** Every summary row as the articles and links have them now (what the table must hold; tests compare). */
export const summaryRowsNow = sql`select 0 as car_id, ${keyColumns}, ${measures} from articles a group by 2, 3, 4, 5, 6, 7
  union all
  select v.car_id, ${keyColumns}, ${measures} from article_vehicles v join articles a on a.article_id = v.article_id
  group by 1, 2, 3, 4, 5, 6, 7`;

/**
 * Recounts the summary groups an article is in — for every vehicle it fits and for the whole catalogue — after its
 * price or discount changed (its part type and brand never change). Call it inside the writing transaction, after
 * the change. Writers of summaries take one advisory lock, so two changes in the same groups do not interleave.
 */
export async function refreshFacetSummaries(tx: Tx, articleId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_facets'))`);
  const cars = sql`(select car_id from article_vehicles where article_id = ${articleId})`;
  const group = sql`(select generic_article_id, brand_slug from articles where article_id = ${articleId})`;
  await tx.execute(
    sql`delete from catalogue_facets f using ${group} g
        where (f.car_id = 0 or f.car_id in ${cars})
          and f.generic_article_id = g.generic_article_id and f.brand_slug = g.brand_slug`,
  );
  await tx.execute(
    sql`insert into catalogue_facets
        select 0, ${keyColumns}, ${measures} from articles a join ${group} g
          on a.generic_article_id = g.generic_article_id and a.brand_slug = g.brand_slug
        group by 2, 3, 4, 5, 6, 7
        union all
        select v.car_id, ${keyColumns}, ${measures}
        from article_vehicles v join articles a on a.article_id = v.article_id join ${group} g
          on a.generic_article_id = g.generic_article_id and a.brand_slug = g.brand_slug
        where v.car_id in ${cars}
        group by 1, 2, 3, 4, 5, 6, 7`,
  );
}
