// The table `npm run bench` prints and records (scripts/bench-all.ts): one row per figure of the whole shop's targets
// (docs/benchmarks.md, Targets), each with its goal and ✓/✗, from the summaries the benchmarks wrote (BENCH_SUMMARY).
// A benchmark that did not run gives its rows the reason instead of a figure.
import type { DatabaseReport, Settings } from './bench-api/report';

/** A summary as its benchmark wrote it, or why there is none. */
export type Outcome<T> = { figures: T } | { missing: string };

type WebFigures = { performance: number; accessibility: number; lcp: number; tbt: number; cls: number };
export type Summaries = {
  jsKb: Outcome<number>;
  web: Outcome<{
    runs: number;
    pages: { label: string; pattern?: string; figures?: WebFigures; problem?: string }[];
    firstTap: { pageMs: number; runs: unknown[] };
    offlineReload: { p95: number; runs: unknown[] };
  }>;
  cart: Outcome<{ all: { p50: number; p95: number; times: number[] } }>;
  drain: Outcome<{
    writes: number;
    firstWriteMs: number;
    perSecond: number;
    answered: number;
    openAfter: number;
  }>;
  api: Outcome<{ settings: Settings; reports: DatabaseReport[] }>;
  cluster: Outcome<{
    cpus: number;
    results: { processes: number; rps: number; p95: number; fromCache: number }[];
  }>;
  packDownload: Outcome<{
    parts: number;
    pages: number;
    firstProgressMs: number;
    totalMs: number;
    partsPerSecond: number;
    megabytes: number;
    database: string;
  }>;
  packSearch: Outcome<{ parts: number; rows: { what: string; runs: number; p50: number; p95: number }[] }>;
  loginPglite: Outcome<LoginFigures>;
  loginPostgres: Outcome<LoginFigures>;
  orders: Outcome<{
    placed: number;
    total: number;
    perSecond: number;
    p95: number;
    oversold: boolean;
    hot: number;
  }>;
};
type LoginFigures = {
  accounts: number;
  rounds: number;
  p95: number;
  memoryBeforeMb: number;
  memoryPeakMb: number;
};

/** The pages the whole shop's targets name (docs/benchmarks.md, Targets), by their route pattern. */
export const lighthousePages: [pattern: string, name: string][] = [
  ['/', 'home'],
  ['/catalog/:slug/products', 'list'],
  ['/products/:slug', 'product'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/account/dashboard', 'account'],
];
const lighthouseGoal = { performance: 95, accessibility: 100, lcp: 1800, tbt: 150, cls: 0.05 };

const mark = (met: boolean) => (met ? '✓' : '✗');
const whole = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (n < 10 ? `${n.toFixed(1)} ms` : `${whole(n)} ms`);

type Row = { area: string; figure: string; goal: string; result: string; met: string };

export function tableRows(s: Summaries): Row[] {
  const rows: Row[] = [];
  const add = (area: string, figure: string, goal: string, result: string, met: boolean | null) =>
    rows.push({ area, figure, goal, result, met: met === null ? '–' : mark(met) });
  /** Adds the rows `fill` makes from the summary, or one row per figure with the reason it is missing. */
  const from = <T>(outcome: Outcome<T>, area: string, figures: [string, string][], fill: (f: T) => void) => {
    if ('figures' in outcome) fill(outcome.figures);
    else for (const [figure, goal] of figures) add(area, figure, goal, `not run: ${outcome.missing}`, null);
  };

  from(s.jsKb, 'web', [['JS loaded for `/`, gzip', '≤ 150 KB']], (kb) =>
    add('web', 'JS loaded for `/`, gzip', '≤ 150 KB', `${kb.toFixed(1)} KB`, kb <= 150),
  );

  const g = lighthouseGoal;
  const goal = `perf ≥ ${g.performance}, a11y ${g.accessibility}, LCP ≤ ${g.lcp / 1000} s, TBT ≤ ${g.tbt} ms, CLS ≤ ${g.cls}`;
  const webNames: [string, string][] = [
    ...lighthousePages.map(([, name]) => [`Lighthouse mobile, ${name}`, goal] as [string, string]),
    ['first tap of a first visit, product page painted', '≤ 1 s'],
    ["returning visitor's offline reload of a seen list, p95", '≤ 500 ms'],
  ];
  from(s.web, 'web', webNames, (web) => {
    for (const [pattern, name] of lighthousePages) {
      const page = web.pages.find((p) => p.pattern === pattern);
      const figure = `Lighthouse mobile, ${name}${page ? ` ${page.label.replace(/ \(.*\)$/, '')}` : ''} (median of ${web.runs})`;
      const f = page?.figures;
      if (!f) {
        add('web', figure, goal, `not measured: ${page?.problem ?? 'not in bench:web’s run'}`, false);
        continue;
      }
      const checks: [string, boolean][] = [
        [`${f.performance}`, f.performance >= g.performance],
        [`${f.accessibility}`, f.accessibility >= g.accessibility],
        [`${(f.lcp / 1000).toFixed(1)} s`, f.lcp <= g.lcp],
        [`${whole(f.tbt)} ms`, f.tbt <= g.tbt],
        [f.cls.toFixed(3), f.cls <= g.cls],
      ];
      add(
        'web',
        figure,
        goal,
        checks.map(([text, ok]) => `${text} ${mark(ok)}`).join(', '),
        checks.every(([, ok]) => ok),
      );
    }
    add(
      'web',
      `first tap of a first visit, product page painted (4× CPU, slow 4G; median of ${web.firstTap.runs.length})`,
      '≤ 1 s',
      ms(web.firstTap.pageMs),
      web.firstTap.pageMs <= 1000,
    );
    add(
      'web',
      `returning visitor's offline reload of a seen list, p95 of ${web.offlineReload.runs.length}`,
      '≤ 500 ms',
      ms(web.offlineReload.p95),
      web.offlineReload.p95 <= 500,
    );
  });

  const cartFigure = 'cart add → header cart count updated, p95';
  from(s.cart, 'web', [[cartFigure, '≤ 16 ms']], (cart) =>
    add(
      'web',
      `${cartFigure} of ${cart.all.times.length}`,
      '≤ 16 ms (one frame)',
      `${ms(cart.all.p95)} (p50 ${ms(cart.all.p50)})`,
      cart.all.p95 <= 16,
    ),
  );

  const drainFirst = 'outbox drain after reconnect: first write at the server';
  const drainRate = 'outbox drain: writes/s until empty';
  from(
    s.drain,
    'web',
    [
      [drainFirst, '≤ 2 s'],
      [drainRate, '≥ 50/s'],
    ],
    (d) => {
      add('web', drainFirst, '≤ 2 s', ms(d.firstWriteMs), d.firstWriteMs <= 2000);
      const empty = d.answered === d.writes && d.openAfter === 0;
      add(
        'web',
        `${drainRate} (${d.writes} garage writes)`,
        '≥ 50/s, outbox empty',
        `${whole(d.perSecond)}/s, ${empty ? 'empty' : `${d.openAfter} left`}`,
        d.perSecond >= 50 && empty,
      );
    },
  );

  const packFirst = 'offline parts pack of ~20,000 parts: first progress shown';
  const packWhole = 'offline parts pack of ~20,000 parts: saved';
  from(
    s.packDownload,
    'web',
    [
      [packFirst, '≤ 2 s'],
      [packWhole, '–'],
    ],
    (p) => {
      add('web', `${packFirst} (${p.database})`, '≤ 2 s', ms(p.firstProgressMs), p.firstProgressMs <= 2000);
      add(
        'web',
        `offline parts pack: ${whole(p.parts)} parts saved (${p.pages} pages, ${p.database})`,
        '–',
        `${(p.totalMs / 1000).toFixed(1)} s, ${whole(p.partsPerSecond)} parts/s, ${p.megabytes.toFixed(1)} MB`,
        null,
      );
    },
  );
  const searchFigure = 'offline search in a pack, p95';
  from(s.packSearch, 'web', [[searchFigure, '≤ 30 ms']], (p) => {
    for (const [what, shown] of [
      ['search, first after the index read', 'first search (index read at start)'],
      ['search, warm', 'warm'],
      ['search, cold (first after load)', 'with the index read from IndexedDB in it'],
    ] as const) {
      const row = p.rows.find((r) => r.what === what);
      if (!row) continue;
      add(
        'web',
        `${searchFigure} at ${whole(p.parts)} parts, ${shown} (${row.runs} runs)`,
        '≤ 30 ms',
        `${ms(row.p95)} (p50 ${ms(row.p50)})`,
        row.p95 <= 30,
      );
    }
  });

  for (const label of ['PGlite', 'PostgreSQL'] as const) {
    const area = `API, ${label}`;
    const postgres = label === 'PostgreSQL';
    const goals = postgres ? { list: 100, search: 50, mix: 1000 } : { list: 250, search: 100, mix: 0 };
    const names: [string, string][] = [
      ['list by vehicle, cold p95', `≤ ${goals.list} ms`],
      ['search, cold p95', `≤ ${goals.search} ms`],
      ['realistic mix', goals.mix ? `≥ ${whole(goals.mix)} req/s` : '–'],
    ];
    const report = 'figures' in s.api ? s.api.figures.reports.find((r) => r.label === label) : undefined;
    const outcome: Outcome<DatabaseReport> = report
      ? { figures: report }
      : { missing: 'missing' in s.api ? s.api.missing : postgres ? 'set BENCH_DATABASE_URL' : 'skipped' };
    from(outcome, area, names, (r) => {
      const at = `(${whole(r.articles)} articles)`;
      const p95 = (name: string) =>
        Math.max(...r.cold.filter((c) => c.scenario.startsWith(name)).map((c) => c.figures.p95));
      const list = p95('list by vehicle');
      const search = p95('search');
      add(
        area,
        `list by vehicle (and filtered), cold p95 ${at}`,
        names[0]?.[1] ?? '',
        ms(list),
        list <= goals.list,
      );
      add(area, `search, cold p95 ${at}`, names[1]?.[1] ?? '', ms(search), search <= goals.search);
      const mix = r.mix.overall;
      add(
        area,
        `realistic mix, ${r.mix.seconds.toFixed(0)} s after ${r.mix.warm.seconds.toFixed(0)} s warm-up ${at}`,
        names[2]?.[1] ?? '',
        `${whole(mix.rps)} req/s, p95 ${ms(mix.p95)}`,
        goals.mix ? mix.rps >= goals.mix : null,
      );
    });
  }

  const clusterFigure = 'realistic mix through nginx, 1 / 2 / 4 processes';
  from(s.cluster, 'API, PostgreSQL cluster', [[clusterFigure, 'grows with cores']], (c) => {
    const one = c.results.find((r) => r.processes === 1)?.rps ?? Number.NaN;
    add(
      'API, PostgreSQL cluster',
      `realistic mix through nginx, ${c.results.map((r) => r.processes).join(' / ')} processes (${c.cpus} cores)`,
      '– (grows with cores)',
      `${c.results.map((r) => `${whole(r.rps)}`).join(' / ')} req/s (× ${c.results.map((r) => (r.rps / one).toFixed(2)).join(' / ')}; cache hits ${c.results.map((r) => `${Math.round(100 * r.fromCache)} %`).join(' / ')})`,
      null,
    );
  });

  for (const [label, outcome] of [
    ['PGlite', s.loginPglite],
    ['PostgreSQL', s.loginPostgres],
  ] as const) {
    const figure = 'sign-in p95, 20 at once (argon2id)';
    from(outcome, `sign-in, ${label}`, [[figure, '≤ 300 ms']], (l) =>
      add(
        `sign-in, ${label}`,
        `sign-in p95, ${l.accounts} at once × ${l.rounds} (argon2id); memory during the flood`,
        '≤ 300 ms',
        `${ms(l.p95)}; ${whole(l.memoryBeforeMb)} → ${whole(l.memoryPeakMb)} MB`,
        l.p95 <= 300,
      ),
    );
  }

  const ordersFigure = 'orders/s placed at once on hot articles';
  from(s.orders, 'orders, PostgreSQL', [[ordersFigure, '≥ 100/s, none oversold']], (o) =>
    add(
      'orders, PostgreSQL',
      `${ordersFigure} (${o.total} orders on ${o.hot} articles)`,
      '≥ 100/s, none oversold',
      `${whole(o.perSecond)}/s (p95 ${ms(o.p95)}), ${o.oversold ? 'OVERSOLD' : 'none oversold'}`,
      o.perSecond >= 100 && !o.oversold,
    ),
  );
  return rows;
}

export function markdownTable(rows: Row[]): string[] {
  return [
    '| area | figure | goal | result | met |',
    '|---|---|---|---|:-:|',
    ...rows.map((r) => `| ${r.area} | ${r.figure} | ${r.goal} | ${r.result} | ${r.met} |`),
  ];
}
