// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { rememberProducts } from '../../db/catalog';
import { addVehicle } from '../../db/garage';
import { readProductDetail, rememberProductDetail } from '../../db/product-detail';
import type { AppDB } from '../../db/schema';
import { freshDb, sampleProduct } from '../../db/testing';
import type { ProductDetail } from '../../domain/product';
import { DatabaseProvider } from '../../lib/database';
import { useProduct } from './use-product';

const fetchProductDetail = vi.hoisted(() =>
  vi.fn<(lang: string, id: number, carId?: number | null) => Promise<ProductDetail | null>>(),
);
vi.mock('../../api/product', async (original) => ({
  ...(await original<typeof import('../../api/product')>()),
  fetchProductDetail,
}));
let db: AppDB;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  // Unmounted before the database goes: a hook still mounted would re-render after the test file ends.
  cleanup();
  vi.clearAllMocks();
  await db.delete();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <DatabaseProvider db={db}>{children}</DatabaseProvider>
  </I18nProvider>
);
const detail = (articleId: number, fits: boolean | null, carIds: number[] = []): ProductDetail => ({
  ...sampleProduct(articleId),
  oeNumbers: [],
  reviewList: [],
  compatibility: {
    total: carIds.length,
    vehicles: carIds.map((carId) => ({
      carId,
      manuName: 'VW',
      modelname: 'Golf',
      typeName: '1.6',
      yearOfConstrFrom: 201208,
      yearOfConstrTo: null,
    })),
  },
  fits,
});
const golf = { id: 55, year: 2015, make: 'VW', model: 'Golf', engine: '1.6 TDI' };
const offline = () => new ApiError(0, 'NETWORK', 'Failed to fetch');

describe('useProduct', () => {
  it("asks about the current vehicle, shows the server's answer and keeps it on the device", async () => {
    await addVehicle(db, golf);
    fetchProductDetail.mockResolvedValue(detail(7, true, [55]));
    const { result } = renderHook(() => useProduct(7), { wrapper });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: 'ready', fits: true, offline: false }),
    );
    expect(fetchProductDetail).toHaveBeenCalledTimes(1);
    expect(fetchProductDetail).toHaveBeenCalledWith('en', 7, 55);
    await waitFor(async () =>
      expect(await readProductDetail(db, 7)).toMatchObject({ carId: 55, lang: 'en' }),
    );
  });

  it('offline, shows the copy kept, telling the fit from its vehicle list', async () => {
    await rememberProductDetail(db, detail(7, null, [55, 56]), { lang: 'no', carId: null });
    await addVehicle(db, golf);
    fetchProductDetail.mockRejectedValue(offline());
    const { result } = renderHook(() => useProduct(7), { wrapper });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: 'ready', offline: true, fits: true }),
    );
    expect(result.current.vehicle).toMatchObject({ id: 55 });
  });

  it('offline, falls back to the summary from a list, and says so when nothing is kept', async () => {
    await rememberProducts(db, [sampleProduct(8)]);
    fetchProductDetail.mockRejectedValue(offline());
    const seen = renderHook(() => useProduct(8), { wrapper });
    await waitFor(() =>
      expect(seen.result.current.state).toMatchObject({ status: 'ready', detail: null, offline: true }),
    );
    const unseen = renderHook(() => useProduct(9), { wrapper });
    await waitFor(() => expect(unseen.result.current.state).toMatchObject({ status: 'failed' }));
  });

  it('is not-found for an id the catalogue does not know', async () => {
    fetchProductDetail.mockResolvedValue(null);
    const { result } = renderHook(() => useProduct(5), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('not-found'));
  });
});
