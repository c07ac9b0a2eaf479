// What the seed tells while it runs: each step with what it wrote and how long it took, so that a first start that
// seeds for twenty seconds says what it is doing. The seed reports; the starter decides where to (logSeedProgress).

/** A finished step: its name, how many of each thing it wrote, and its time. */
export type SeedStep = { step: string; ms: number; counts: Record<string, number> };

export type SeedProgress = {
  /** The seed begins (only when there is no catalogue yet). */
  started: (articles: number) => void;
  step: (step: SeedStep) => void;
};

const count = (n: number) => n.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `catalogue links: 412,345 vehicle links in 2.1 s`; `catalogue analyze in 4.8 s`. */
export function describeSeedStep({ step, ms, counts }: SeedStep): string {
  const written = Object.entries(counts).map(([what, n]) => `${count(n)} ${what}`);
  return `catalogue ${step}${written.length ? `: ${written.join(', ')}` : ''} in ${seconds(ms)}`;
}

/** What the seed needs of a logger (db/ stands below lib/, so not lib/logger's type). */
type InfoLogger = { info: (fields: object, message: string) => void };

/** Each step as an info line; JSON readers find the numbers under `seed`. */
export const logSeedProgress = (logger: InfoLogger): SeedProgress => ({
  started: (articles) =>
    logger.info(
      { seed: { articles } },
      `seeding the catalogue: ${count(articles)} articles (first start only; later starts skip it)`,
    ),
  step: (step) => logger.info({ seed: step }, describeSeedStep(step)),
});
