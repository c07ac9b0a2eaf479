import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiError } from '../../api/client';
import { fetchProductDetail, productDetailPath, seededProductDetail } from '../../api/product';
import { readProduct } from '../../db/catalog';
import { readPackProduct } from '../../db/pack-query';
import { readProductDetail, rememberProductDetail } from '../../db/product-detail';
import type { ProductDetail, ProductSummary } from '../../domain/product';
import type { GarageVehicle } from '../../domain/vehicle';
import { useDatabase } from '../../lib/database';
import { usePageSeed } from '../../lib/page-seed';
import { useLanguage } from '../../lib/use-language';
import { useRemote } from '../../lib/use-remote';
import { useCurrentVehicle } from '../vehicle/use-garage';
import { keptFit } from './fitment';

export type ProductState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; error: ApiError; retry: () => void }
  | {
      status: 'ready';
      product: ProductSummary;
      /** Null offline when only the list's summary of the product is on this device. */
      detail: ProductDetail | null;
      /** Fit for the current vehicle; null without one, or when it cannot be told offline. */
      fits: boolean | null;
      /** Shown from this device's copy because the server could not be reached (or failed). */
      offline: boolean;
      /** From an offline parts pack: the server's clock (ms) its prices are from. */
      pricedAt?: number;
    };

/**
 * A product for its page: the server's answer (kept on this device once seen) for the current garage vehicle.
 * While it loads, the copy kept in this language shows; when it fails (offline), any copy kept or an offline parts
 * pack's (the newer of them), else the list's summary; an unknown id is not-found.
 */
export function useProduct(articleId: number): {
  state: ProductState;
  vehicle: GarageVehicle | null | undefined;
} {
  const { locale } = useLanguage();
  const db = useDatabase();
  const vehicle = useCurrentVehicle();
  const seed = usePageSeed();
  // A device copy that cannot be read is as good as none: the server's answer still shows.
  const kept = useLiveQuery(() => readProductDetail(db, articleId).catch(() => null), [db, articleId]);
  const summary = useLiveQuery(() => readProduct(db, articleId).catch(() => null), [db, articleId]);
  // Wait for the garage, so the first request already asks about the right vehicle — unless the server rendered
  // the page (a first visit: no garage yet), whose product shows while the garage is read.
  const carId = vehicle?.id ?? null;
  const withoutVehicle = productDetailPath(locale, articleId, null);
  const key =
    vehicle === undefined
      ? seed.has(withoutVehicle)
        ? withoutVehicle
        : null
      : productDetailPath(locale, articleId, carId);
  const remote = useRemote(key, () => fetchProductDetail(locale, articleId, carId), {
    seeded: (seed) => (vehicle === undefined ? seededProductDetail(seed, locale, articleId) : undefined),
    keep: (detail) => {
      if (detail) void rememberProductDetail(db, detail, { lang: locale, carId }).catch(() => undefined);
    },
  });

  const offline = remote.status === 'failed' && remote.error.isNetwork;
  const fromPack = useLiveQuery(
    () => (offline ? readPackProduct(db, articleId, carId).catch(() => null) : null),
    [db, offline, articleId, carId],
  );
  const packNewer = fromPack && (!kept || fromPack.pricedAt > kept.savedAt);

  const fromKept = (offline: boolean): ProductState | null =>
    kept
      ? { status: 'ready', product: kept.detail, detail: kept.detail, fits: keptFit(kept, carId), offline }
      : null;

  const packState = (pack: { detail: ProductDetail; pricedAt: number }): ProductState => ({
    status: 'ready',
    product: pack.detail,
    detail: pack.detail,
    fits: pack.detail.fits,
    offline: true,
    pricedAt: pack.pricedAt,
  });

  let state: ProductState;
  if (remote.status === 'done')
    state = remote.data
      ? { status: 'ready', product: remote.data, detail: remote.data, fits: remote.data.fits, offline: false }
      : { status: 'not-found' };
  else if (remote.status === 'failed')
    state =
      (packNewer ? packState(fromPack) : fromKept(true)) ??
      (summary
        ? { status: 'ready', product: summary, detail: null, fits: null, offline: true }
        : { status: 'failed', error: remote.error, retry: remote.retry });
  else state = (kept?.lang === locale && fromKept(false)) || { status: 'loading' };
  return { state, vehicle };
}
