// Bulk inserts for the seed: each column travels as one array parameter and unnest() turns the arrays back
// into rows, so a batch of tens of thousands of rows is a single statement with a handful of parameters.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';

type SqlType = 'int' | 'text' | 'real' | 'bool' | 'date';
/**
 * Everything but integers travels as text and is cast in the select list: postgres-js guesses array types from
 * the values and gets booleans and dates wrong.
 */
type Kind = SqlType | 'jsonb' | 'tags';
export type ArrayColumn = { name: string; kind: Kind; values: readonly unknown[] };

const separator = '\u001f';
const travelsAs = (kind: Kind): 'int' | 'text' => (kind === 'int' ? 'int' : 'text');

function selectExpression(column: ArrayColumn, alias: string): SQL {
  const ref = sql.raw(`u.${alias}`);
  if (column.kind === 'jsonb') return sql`${ref}::jsonb`;
  if (column.kind === 'tags') return sql`string_to_array(${ref}, chr(31))`;
  if (column.kind === 'bool') return sql`${ref}::boolean`;
  if (column.kind === 'real') return sql`${ref}::real`;
  if (column.kind === 'date') return sql`${ref}::date`;
  return ref;
}

function travelValue(kind: Kind, value: unknown) {
  if (value === null) return null;
  if (kind === 'jsonb') return JSON.stringify(value);
  if (kind === 'tags') return (value as string[]).join(separator);
  if (kind === 'bool') return value ? 't' : 'f';
  return kind === 'int' ? value : String(value);
}

export async function insertArrays(db: Db, table: string, columns: readonly ArrayColumn[], batch = 20_000) {
  const total = columns[0]?.values.length ?? 0;
  const aliases = columns.map((_, i) => `c${i}`);
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const selects = sql.join(
    columns.map((column, i) => selectExpression(column, aliases[i] as string)),
    sql`, `,
  );
  for (let start = 0; start < total; start += batch) {
    const arrays = columns.map((column) => {
      const slice = column.values.slice(start, start + batch);
      const values = slice.map((value) => travelValue(column.kind, value));
      return sql`${sql.param(values)}::${sql.raw(travelsAs(column.kind))}[]`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select ${selects} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases.join(', '))})`,
    );
  }
}

/** Rows → columns: `columns` maps each table column to its kind and the row field holding it. */
export function insertRows<R>(
  db: Db,
  table: string,
  rows: readonly R[],
  columns: readonly [name: string, kind: Kind, field: keyof R][],
  batch?: number,
) {
  return insertArrays(
    db,
    table,
    columns.map(([name, kind, field]) => ({ name, kind, values: rows.map((row) => row[field]) })),
    batch,
  );
}
