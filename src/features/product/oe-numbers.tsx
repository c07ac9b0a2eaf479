import type { ProductDetail } from '../../domain/product';

/** The car makers' original (OE) numbers this article replaces, by maker. */
export function OeNumbers({ oeNumbers }: { oeNumbers: ProductDetail['oeNumbers'] }) {
  const byMaker = new Map<string, string[]>();
  for (const { manuName, oeNumber } of oeNumbers)
    byMaker.set(manuName, [...(byMaker.get(manuName) ?? []), oeNumber]);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="oe-numbers">
      {[...byMaker].map(([maker, numbers]) => (
        <div key={maker} className="contents">
          <dt className="font-medium text-ink">{maker}</dt>
          <dd className="flex flex-wrap gap-x-3 gap-y-1 text-ink-soft">
            {numbers.map((number) => (
              <span key={number} dir="ltr" className="font-mono">
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
