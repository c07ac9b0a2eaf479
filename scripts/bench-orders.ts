// npm run bench:orders — orders placed at the same time on a few hot articles (docs/benchmarks.md, Targets), on one server
// process on BENCH_DATABASE_URL's PostgreSQL (required: the bench sets the shelf and counts what was sold in the
// database). BENCH_ORDERS_HOT (5) articles get BENCH_ORDERS_UNITS (200) units each; BENCH_ORDERS_TOTAL (1,200) guest
// orders of one unit, BENCH_ORDERS_CONCURRENCY (32) at a time, each from an address of its own. Prints the orders
// placed per second (goal ≥ 100/s) with their answer times, the refusals once the shelf is empty, and whether any
// unit was sold twice (the shelf below zero, or more orders than units).
import postgres from 'postgres';
import { kari } from '../tests/e2e/pages/addresses.page';
import { percentile, root, startShop, writeSummary } from './bench-shop';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('npm run bench:orders needs BENCH_DATABASE_URL=postgres://… (a database it may change)');
  process.exit(2);
}
const hot = Number(process.env.BENCH_ORDERS_HOT ?? 5);
const units = Number(process.env.BENCH_ORDERS_UNITS ?? 200);
const total = Number(process.env.BENCH_ORDERS_TOTAL ?? 1200);
const concurrency = Number(process.env.BENCH_ORDERS_CONCURRENCY ?? 32);
const port = Number(process.env.BENCH_ORDERS_PORT ?? 18980);

const shop = await startShop(port, {
  DATABASE_URL: databaseUrl,
  DATA_DIR: `${root}.bench/orders-data`,
  ...(process.env.SEED_SCALE ? { SEED_SCALE: process.env.SEED_SCALE } : {}),
});
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
try {
  const rows = await sql<{ article_id: number }[]>`
    select article_id from articles where stock = 'in-stock' and price > 0 order by article_id limit ${hot}`;
  const ids = rows.map((row) => row.article_id);
  await sql`update articles set stock_count = ${units} where article_id in ${sql(ids)}`;
  const ordersBefore = (await sql<{ n: number }[]>`select count(*)::int as n from orders`)[0]?.n ?? 0;

  const placed: number[] = [];
  const answers = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < total; n = next++) {
        const at = performance.now();
        const answer = await fetch(`${shop.origin}/api/order/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
            'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          },
          body: JSON.stringify({
            items: [{ articleId: ids[n % ids.length], quantity: 1 }],
            email: `order.${n}@bench.example.no`,
            pickup: true,
            pickupShop: 'alnabru',
            shippingAddress: null,
            billingAddress: kari,
            paymentMethod: 'store',
          }),
        });
        await answer.arrayBuffer();
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) placed.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const left = await sql<{ units: number; negative: number }[]>`
    select coalesce(sum(stock_count), 0)::int as units, count(*) filter (where stock_count < 0)::int as negative
    from articles where article_id in ${sql(ids)}`;
  const ordersAfter = (await sql<{ n: number }[]>`select count(*)::int as n from orders`)[0]?.n ?? 0;
  const sold = ordersAfter - ordersBefore;
  const shelf = hot * units;
  console.log(
    `Orders at once on ${hot} hot articles (${units} units each), ${total} guest orders, ${concurrency} at a time, ` +
      'one process on PostgreSQL:',
  );
  console.log(
    `  ${placed.length} placed in ${seconds.toFixed(1)} s: ${Math.round(placed.length / seconds)} orders/s ` +
      `(goal ≥ 100/s), p50 ${Math.round(percentile(placed, 50))} ms, p95 ${Math.round(percentile(placed, 95))} ms`,
  );
  console.log(`  answers: ${JSON.stringify(Object.fromEntries(answers))}`);
  const oversold = sold > shelf || (left[0]?.negative ?? 0) > 0;
  console.log(
    `  oversold: ${oversold ? 'YES' : 'none'} ` +
      `(${sold} orders for ${shelf} units; ${left[0]?.units ?? '?'} units left)`,
  );
  writeSummary({
    hot,
    units,
    total,
    concurrency,
    placed: placed.length,
    seconds,
    perSecond: placed.length / seconds,
    p50: percentile(placed, 50),
    p95: percentile(placed, 95),
    answers: Object.fromEntries(answers),
    sold,
    shelf,
    oversold,
  });
} finally {
  await sql.end();
  shop.stop();
}
