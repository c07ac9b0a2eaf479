import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import { LoadFailure } from '../catalog/list-message';
import type { useVehicleCategories } from './use-vehicle';

type Categories = ReturnType<typeof useVehicleCategories>;

/** The top categories with parts for the vehicle (useVehicleCategories), each opening its list filtered to it. */
export function VehicleCategories({ carId, categories }: { carId: number; categories: Categories }) {
  const { t } = useLingui();
  const total = categories.status === 'done' ? categories.data.total : 0;
  return (
    <section aria-label={t`Categories`}>
      <h2 className="mb-3 text-lg font-semibold text-ink">
        {categories.status === 'done' ? (
          <Trans>Parts that fit this vehicle: {total}</Trans>
        ) : (
          <Trans>Categories</Trans>
        )}
      </h2>
      {categories.status === 'failed' ? (
        <LoadFailure error={categories.error} onRetry={categories.retry} />
      ) : (
        <ul
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
          aria-busy={categories.status === 'loading'}
          data-testid="vehicle-categories"
        >
          {categories.status === 'done'
            ? categories.data.items.map((item) => (
                <li key={item.slug}>
                  <AppLink
                    href={`/catalog/${item.slug}/products?vehicle=${carId}`}
                    className="flex h-full items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm hover:text-brand"
                  >
                    <span className="min-w-0 break-words">{item.name}</span>
                    <span className="shrink-0 rounded-full bg-gray-100 px-2 text-xs text-ink-soft">
                      {item.count}
                    </span>
                  </AppLink>
                </li>
              ))
            : Array.from({ length: 12 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={i} className="h-10 animate-pulse rounded-lg bg-white shadow-sm" />
              ))}
        </ul>
      )}
    </section>
  );
}
