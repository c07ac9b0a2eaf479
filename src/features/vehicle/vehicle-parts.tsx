import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, Suspense, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import type { Vehicle } from '../../domain/vehicle';
import { lazyNamed } from '../../lib/lazy-named';
import { ProductList } from '../catalog/product-list';
import { NotFoundPage } from '../not-found/not-found-page';
import { useGarageIntents, vehicleName } from './garage-vehicle';
import { useGarage } from './use-garage';
import { useVehicle, useVehicleCategories } from './use-vehicle';
import { VehicleCategories } from './vehicle-categories';
import { VehicleListRouter } from './vehicle-list-router';

// Loaded with the garage's vehicles only: a first visit has none, and its page does not carry the pack's code.
const PackControl = lazyNamed(() => import('../packs/pack-control'), 'PackControl');

type Props = {
  carId: number;
  /** The page's path and how its URL names the vehicle (see VehicleListRouter). */
  path: string;
  pageKeys: string[];
  pageParams: Record<string, string>;
  /** The vehicle when the page has it already (a plate's lookup answers with it): not asked for again. */
  found?: Vehicle;
};

/**
 * Parts for one vehicle (/all, and /catalog?brand&model&engine): the vehicle, its top categories with counts, and
 * the product list filtered to it. Offline, a vehicle saved in the garage still gives the page its name.
 */
export function VehicleParts({ carId, path, pageKeys, pageParams, found }: Props) {
  const { t } = useLingui();
  const vehicle = useVehicle(found ? null : carId);
  const categories = useVehicleCategories(carId);
  const { vehicles, loaded } = useGarage();
  const garage = useGarageIntents();
  // Drawn by the server, the page has its answers from the first frame. Drawn by the app, what is above the list
  // waits for the vehicle, its categories and the garage (which decides the banner), then comes in one piece, and
  // the list shows once that is in place: nothing drawn moves when an answer comes (the page shifted by 0.44).
  // Once in place it stays: a later reload of the categories (the network going or coming back) does not take the
  // vehicle's boxes, and a download's progress in them, off the page.
  const [shownFor, setShownFor] = useState(() => (categories.status === 'done' ? carId : null));
  const waiting =
    shownFor !== carId &&
    (categories.status === 'loading' || (!found && vehicle.status === 'loading') || !loaded);
  if (!waiting && shownFor !== carId) setShownFor(carId);
  const saved = vehicles.find((item) => item.id === carId);
  if (vehicle.status === 'done' && vehicle.data === null && !saved) return <NotFoundPage />;

  const known = found ?? (vehicle.status === 'done' ? vehicle.data : null);
  const name = known ? vehicleName(known) : saved ? vehicleName(saved) : null;
  return (
    <>
      {/* Drawn anew once all is in: new parts of a page do not count as moved, the placeholders they replace go. */}
      <Fragment key={waiting ? 'waiting' : 'shown'}>
        <PageHeader
          title={name ? t`Parts for ${name}` : t`Parts for your vehicle`}
          trail={[{ href: '/catalog', label: <Trans>Shop</Trans> }]}
        />
        <div className="container flex flex-col gap-8">
          {!waiting && known && !saved?.current && (
            <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm shadow-sm">
              <span className="me-auto text-ink-soft">
                <Trans>Save this vehicle to see which parts fit it everywhere in the shop.</Trans>
              </span>
              <button
                type="button"
                className="btn-primary"
                onClick={() => void garage.save({ vehicle: known, year: 0 })}
              >
                <Trans>Make this my vehicle</Trans>
              </button>
            </div>
          )}
          {!waiting && saved && (
            <div
              className="flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm shadow-sm"
              data-testid="vehicle-offline"
            >
              <span className="me-auto text-ink-soft">
                <Trans>Take every part for this vehicle along, for use without a connection.</Trans>
              </span>
              <Suspense fallback={null}>
                <PackControl vehicle={saved} />
              </Suspense>
            </div>
          )}
          <VehicleCategories
            carId={carId}
            categories={waiting ? { status: 'loading', retry: categories.retry } : categories}
          />
        </div>
      </Fragment>
      {/* Read meanwhile, shown once what is above it stands. */}
      <div className="container pb-16 pt-8" hidden={waiting}>
        <VehicleListRouter path={path} carId={carId} pageKeys={pageKeys} pageParams={pageParams}>
          <ProductList />
        </VehicleListRouter>
      </div>
    </>
  );
}
