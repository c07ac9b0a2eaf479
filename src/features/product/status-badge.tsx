import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { usePriceOptions } from '../../components/price';
import { formatPrice } from '../../domain/money';
import type { ProductSummary } from '../../domain/product';
import { type StatusBadgeInfo, statusBadges } from './status-badges';

const tone: Record<StatusBadgeInfo['kind'], string> = {
  sale: 'bg-brand text-white',
  new: 'bg-sky-600 text-white',
  hot: 'bg-amber-500 text-ink',
};

/**
 * Status badge with an optional tooltip. With a tooltip the badge takes focus, so keyboard and
 * touch users get it too; screen readers hear it as the badge's description.
 */
export function StatusBadge({
  kind,
  label,
  tooltip,
}: {
  kind: StatusBadgeInfo['kind'];
  label: ReactNode;
  tooltip?: ReactNode;
}) {
  const id = useId();
  const badge = `inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${tone[kind]}`;
  if (!tooltip) return <span className={badge}>{label}</span>;
  return (
    <span className="group relative inline-flex">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the tooltip. */}
      <span tabIndex={0} aria-describedby={id} className={`${badge} cursor-help`} data-status={kind}>
        {label}
      </span>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none absolute bottom-full start-0 z-10 mb-1.5 hidden w-max max-w-56 rounded bg-chrome px-2 py-1 text-xs text-white shadow group-hover:block group-focus-within:block"
      >
        {tooltip}
      </span>
    </span>
  );
}

/** The sale / new / hot badges that apply to `product`. */
export function StatusBadges({ product }: { product: ProductSummary }) {
  const badges = statusBadges(product);
  if (badges.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="status-badges">
      {badges.map((badge) =>
        badge.kind === 'sale' ? (
          <SaleBadge key="sale" percent={badge.percent} saving={badge.saving} />
        ) : badge.kind === 'new' ? (
          <NewBadge key="new" />
        ) : (
          <HotBadge key="hot" rating={badge.rating} reviews={badge.reviews} />
        ),
      )}
    </div>
  );
}

function SaleBadge({ percent, saving }: { percent: number; saving: number }) {
  const { t } = useLingui();
  const amount = formatPrice(saving, usePriceOptions());
  return (
    <StatusBadge
      kind="sale"
      label={t`Sale −${percent} %`}
      tooltip={t`You save ${amount} on the regular price`}
    />
  );
}

function NewBadge() {
  const { t } = useLingui();
  return <StatusBadge kind="new" label={t`New`} tooltip={t`New in our range`} />;
}

function HotBadge({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useLingui();
  return (
    <StatusBadge kind="hot" label={t`Popular`} tooltip={t`Rated ${rating} of 5 by ${reviews} customers`} />
  );
}
