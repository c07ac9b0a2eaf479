// Statements a hot path sends many times a second (placing an order) go out as prepared statements. postgres.js
// sends a statement drizzle did not prepare in two round trips (it asks PostgreSQL for the parameters' types first)
// and cannot send the next one on that connection meanwhile; a prepared one, once known on the connection, in one,
// so statements sent together share a round trip. Building a statement also costs more than sending it: one the
// path sends as it is is built once per database handle here. A connection keeps each text it prepared (postgres.js
// replaces a connection after 30–60 minutes): only statements with few texts are prepared (an order's `in (…)` of its
// lines has one per number of lines, at most 100).
import type { Db } from '../db/client';

/** `build(db)`, made once for each database handle (tests open many). */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
