// Facet summaries (table catalogue_facets, migration 0010): per vehicle (car_id 0: the whole catalogue), part type,
// brand, rounded rating, reviewed or not, colour and on offer or not — how many articles, and their lowest and highest
// price. A vehicle's sidebar is then summed from a few hundred summary rows instead of counted from tens of thousands
// of articles. The seed computes the table from its rows (server/db/seed/build-facets.ts), migration 0010 fills it for
// a catalogue loaded before, and a write that changes a summarised column (price, discount) refreshes the groups of
// the article it changed, in its own transaction.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, articleVehicles, catalogueFacetColumns, catalogueFacets } from '../../db/schema';

type Tx = Pick<Db, 'execute'>;

const a = alias(articles, 'a');
const v = alias(articleVehicles, 'v');
const f = alias(catalogueFacets, 'f');
/** The article whose groups are recounted: its part type and brand. */
const g = alias(articles, 'g');

/** The summary's grouping columns, read from `articles` aliased as a. */
const keyColumns = sql`${a.genericArticleId}, ${a.brandSlug}, round(${a.rating})::int, ${a.reviewCount} > 0, ${a.color}, ${a.discount} is not null`;
const measures = sql`count(*)::int, min(coalesce(${a.discount}, ${a.price})), max(coalesce(${a.discount}, ${a.price}))`;
/** The summary's columns in the order keyColumns and measures give them. */
const summaryColumns = sql.join(
  catalogueFacetColumns.map((column) => sql.identifier(column.name)),
  sql`, `,
);

/** Every summary row as the articles and links have them now (what the table must hold; tests compare). */
export const summaryRowsNow = sql`select 0 as ${sql.identifier(catalogueFacets.carId.name)}, ${keyColumns}, ${measures}
  from ${articles} ${a} group by 2, 3, 4, 5, 6, 7
  union all
  select ${v.carId}, ${keyColumns}, ${measures} from ${articleVehicles} ${v} join ${articles} ${a} on ${a.articleId} = ${v.articleId}
  group by 1, 2, 3, 4, 5, 6, 7`;

/**
 * Recounts the summary groups an article is in — for every vehicle it fits and for the whole catalogue — after its
 * price or discount changed (its part type and brand never change). Call it inside the writing transaction, after
 * the change. Writers of summaries take one advisory lock, so two changes in the same groups do not interleave.
 */
export async function refreshFacetSummaries(tx: Tx, articleId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue_facets'))`);
  const cars = sql`(select ${articleVehicles.carId} from ${articleVehicles} where ${articleVehicles.articleId} = ${articleId})`;
  const group = sql`(select ${articles.genericArticleId}, ${articles.brandSlug} from ${articles} where ${articles.articleId} = ${articleId}) ${g}`;
  const inGroup = sql`${a.genericArticleId} = ${g.genericArticleId} and ${a.brandSlug} = ${g.brandSlug}`;
  await tx.execute(
    sql`delete from ${catalogueFacets} ${f} using ${group}
        where (${f.carId} = 0 or ${f.carId} in ${cars})
          and ${f.genericArticleId} = ${g.genericArticleId} and ${f.brandSlug} = ${g.brandSlug}`,
  );
  await tx.execute(
    sql`insert into ${catalogueFacets} (${summaryColumns})
        select 0, ${keyColumns}, ${measures} from ${articles} ${a} join ${group} on ${inGroup}
        group by 2, 3, 4, 5, 6, 7
        union all
        select ${v.carId}, ${keyColumns}, ${measures}
        from ${articleVehicles} ${v} join ${articles} ${a} on ${a.articleId} = ${v.articleId} join ${group} on ${inGroup}
        where ${v.carId} in ${cars}
        group by 1, 2, 3, 4, 5, 6, 7`,
  );
}
