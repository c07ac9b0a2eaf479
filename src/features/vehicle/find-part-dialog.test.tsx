// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../api/client';
import type { RegistrationMatch } from '../../api/vehicles';
import { listGarage, readCurrentVehicle } from '../../db/garage';
import { listRegistrations, rememberRegistration } from '../../db/registrations';
import type { AppDB } from '../../db/schema';
import { freshDb } from '../../db/testing';
import { DatabaseProvider } from '../../lib/database';
import { FindPartDialog, PlateDialog } from './find-part-dialog';

const { lookupRegistration, fetchManufacturers, fetchModels } = vi.hoisted(() => ({
  lookupRegistration: vi.fn<(lang: string, plate: string) => Promise<RegistrationMatch>>(),
  fetchManufacturers: vi.fn<(lang: string) => Promise<{ manuId: number; name: string }[]>>(),
  fetchModels: vi.fn<(lang: string, manuId: number) => Promise<never[]>>(),
}));
vi.mock('../../api/vehicles', async (original) => ({
  ...(await original<typeof import('../../api/vehicles')>()),
  lookupRegistration,
  fetchManufacturers,
  fetchModels,
}));

let db: AppDB;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await db.delete();
});

const golf = {
  carId: 10133,
  manuId: 121,
  modelId: 1200,
  make: 'VW',
  model: 'GOLF VII (5G1, BQ1, BE1, BE2)',
  engine: '1.4 TSI ACT',
  yearFrom: 201204,
  yearTo: 202012,
  ccm: 1395,
  kw: 103,
  hp: 140,
  fuel: 'petrol',
  motorCode: 'CZEA',
};

function renderDialog(which: 'find' | 'plate' = 'find', tab?: 'model') {
  const location = memoryLocation({ path: '/', record: true });
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DatabaseProvider db={db}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {which === 'find' ? (
            <FindPartDialog open onClose={onClose} initialTab={tab} />
          ) : (
            <PlateDialog open onClose={onClose} />
          )}
        </Router>
      </DatabaseProvider>
    </I18nProvider>,
  );
  return { location, onClose };
}

describe('find-part dialog, registration number tab', () => {
  it('offers the plates kept in its database; a found vehicle goes into that garage and its parts open', async () => {
    await rememberRegistration(db, 'AB12345', 'registration', 1);
    await rememberRegistration(db, 'CD67890', 'registration', 2);
    lookupRegistration.mockResolvedValue({ plate: 'AB12345', vehicle: golf });
    const { location, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'AB12345' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'VW GOLF VII 1.4 TSI ACT');
    expect(lookupRegistration).toHaveBeenCalledExactlyOnceWith('en', 'AB12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(location.history.at(-1)).toBe('/all?motorID=10133');
    expect(await readCurrentVehicle(db)).toMatchObject({ id: 10133, year: 0, make: 'VW' });
    expect(await listGarage(db)).toHaveLength(1);
    // The plate looked up moves to the top of the recent ones.
    expect((await listRegistrations(db)).map((record) => record.registrationNumber)).toEqual([
      'AB12345',
      'CD67890',
    ]);
  });

  it('forgets a kept plate the register does not know', async () => {
    await rememberRegistration(db, 'AB12345');
    lookupRegistration.mockRejectedValue(new ApiError(404, 'VEHICLE_NOT_FOUND', 'No vehicle has this plate'));
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'AB12345' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No vehicle has this plate');
    await waitFor(() => expect(screen.queryByText('Recent searches')).toBeNull());
    expect(await listRegistrations(db)).toEqual([]);
  });
});

describe('the plate lookup alone (the phone header)', () => {
  it('has no tabs and takes the focus; a plate without a match says "No products found." and why', async () => {
    lookupRegistration.mockRejectedValue(new ApiError(404, 'VEHICLE_NOT_FOUND', 'No vehicle has this plate'));
    renderDialog('plate');
    const field = await screen.findByRole('textbox', { name: 'Registration number' });
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'ZZ 99999' } });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('No products found. No vehicle has this plate'));
    expect(lookupRegistration).toHaveBeenCalledExactlyOnceWith('en', 'ZZ99999');
  });

  it('a plate found opens its parts, as the dialog does', async () => {
    lookupRegistration.mockResolvedValue({ plate: 'AB12345', vehicle: golf });
    const { location, onClose } = renderDialog('plate');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Registration number' }), {
      target: { value: 'ab 12345' },
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'VW GOLF VII 1.4 TSI ACT');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(location.history.at(-1)).toBe('/all?motorID=10133');
  });
});

describe('find-part dialog, brand and model tab', () => {
  it("names the list that failed in the product contract's words, and tries it again", async () => {
    fetchManufacturers.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    fetchManufacturers.mockResolvedValue([{ manuId: 121, name: 'VW' }]);
    fetchModels.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    renderDialog('find', 'model');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch manufacturers Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const brand = (await screen.findByLabelText('Brand')) as HTMLSelectElement;
    await waitFor(() => expect([...brand.options].some((option) => option.value === '121')).toBe(true));
    fireEvent.change(brand, { target: { value: '121' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch model series Try again');
  });
});
