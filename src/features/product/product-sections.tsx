import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProductDetail, ProductSummary } from '../../domain/product';
import { CompatibilityList } from './compatibility-list';
import { CriteriaTable } from './criteria-table';
import { OeNumbers } from './oe-numbers';
import { Reviews } from './reviews';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="render-lazily rounded-lg bg-white p-4 shadow-sm md:p-6 [--lazy-height:240px]"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Below the buying column: description, specification, OE numbers, vehicles and reviews. */
export function ProductSections({
  product,
  detail,
  reviewsPage,
  reviewsHref,
}: {
  product: ProductSummary;
  detail: ProductDetail | null;
  reviewsPage: number;
  reviewsHref: (page: number) => string;
}) {
  const vehicleCount = detail?.compatibility.total ?? 0;
  const reviewCount = detail?.reviewList.length ?? 0;
  return (
    <div className="flex flex-col gap-4">
      {product.articleText.length > 0 && (
        <Section id="description" title={<Trans>Description</Trans>}>
          <ul className="list-disc ps-5 text-sm text-ink">
            {product.articleText.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
      )}
      {product.criteria.length > 0 && (
        <Section id="specification" title={<Trans>Specification</Trans>}>
          <CriteriaTable criteria={product.criteria} />
        </Section>
      )}
      {detail && detail.oeNumbers.length > 0 && (
        <Section id="oe-numbers" title={<Trans>OE numbers</Trans>}>
          <OeNumbers oeNumbers={detail.oeNumbers} />
        </Section>
      )}
      {detail && vehicleCount > 0 && (
        <Section id="vehicles" title={<Trans>Vehicles it fits ({vehicleCount})</Trans>}>
          <CompatibilityList total={detail.compatibility.total} vehicles={detail.compatibility.vehicles} />
        </Section>
      )}
      {detail && (
        <Section id="reviews" title={<Trans>Reviews ({reviewCount})</Trans>}>
          <Reviews reviews={detail.reviewList} page={reviewsPage} hrefFor={reviewsHref} />
        </Section>
      )}
    </div>
  );
}
