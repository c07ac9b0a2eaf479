// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addVehicle, listGarage, readCurrentVehicle } from '../../db/garage';
import type { AppDB } from '../../db/schema';
import { freshDb } from '../../db/testing';
import { DatabaseProvider } from '../../lib/database';
import { VehiclePicker } from './vehicle-picker';

vi.mock('./vehicle-actors', async () => {
  const { fromPromise } = await import('xstate');
  const v70 = {
    carId: 11589,
    manuId: 9,
    modelId: 900,
    make: 'VOLVO',
    model: 'V70 III (135)',
    engine: 'D5',
    yearFrom: 200704,
    yearTo: 201612,
    ccm: 2400,
    kw: 151,
    hp: 205,
    fuel: 'diesel',
    motorCode: 'D5244T10',
  };
  return {
    vehicleSelectorEffects: () => ({
      actors: {
        loadManufacturers: fromPromise(async () => [{ manuId: 9, name: 'VOLVO' }]),
        loadModels: fromPromise(async () => [
          { modelId: 900, name: 'V70 III (135)', yearFrom: 200704, yearTo: 201612 },
        ]),
        loadVehicles: fromPromise(async () => [v70]),
        lookupVin: fromPromise(async () => {
          throw new Error('not found');
        }),
      },
    }),
  };
});

let db: AppDB;
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const golf = {
  id: 10133,
  year: 2018,
  make: 'VW',
  model: 'GOLF VII (5G1, BQ1, BE1, BE2)',
  engine: '1.4 TSI ACT',
};
const renderPicker = (onClose = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <DatabaseProvider db={db}>
        <VehiclePicker open onClose={onClose} />
      </DatabaseProvider>
    </I18nProvider>,
  );
  return onClose;
};
const choose = async (label: string, value: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  await waitFor(() => expect([...select.options].some((option) => option.value === value)).toBe(true));
  fireEvent.change(select, { target: { value } });
};

describe('vehicle picker', () => {
  it('shows the add form at once when nothing is saved; adding saves the vehicle, chooses it and closes', async () => {
    const onClose = renderPicker();
    const add = await screen.findByRole('button', { name: 'Add vehicle' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back to your vehicles' })).toBeNull();
    await choose('Year', '2012');
    await choose('Brand', '9');
    await choose('Model', '900');
    await choose('Engine', '11589');
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(add));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await readCurrentVehicle(db))?.id).toBe(11589);
    expect((await listGarage(db))[0]).toMatchObject({ year: 2012, make: 'VOLVO', engine: 'D5' });
  });

  it('choosing a vehicle confirms it and closes; the list shows it chosen, with the way back to all vehicles', async () => {
    await addVehicle(db, golf);
    await addVehicle(db, { ...golf, id: 11589, make: 'VOLVO', model: 'V70 III (135)', engine: 'D5' });
    const onClose = renderPicker();
    const list = await screen.findByTestId('garage-list');
    // The last saved is the current one.
    expect(within(list).getByRole('button', { name: /^VOLVO V70 III D5/, pressed: true })).toBeTruthy();
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /^VW GOLF VII/ })));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((await readCurrentVehicle(db))?.id).toBe(golf.id);
    await waitFor(() =>
      expect(
        within(list)
          .getByRole('button', { name: /^VW GOLF VII/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'All vehicles' })));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(await readCurrentVehicle(db)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use this choice' })).toBeNull();
  });

  it('removes a saved vehicle', async () => {
    await addVehicle(db, golf);
    renderPicker();
    const remove = await screen.findByRole('button', { name: 'Remove VW GOLF VII 1.4 TSI ACT' });
    await act(async () => fireEvent.click(remove));
    await waitFor(async () => expect(await listGarage(db)).toEqual([]));
    // Nothing saved any more: the add form takes the list's place.
    await screen.findByRole('button', { name: 'Add vehicle' });
  });
});
