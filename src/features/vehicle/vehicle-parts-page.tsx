import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import type { Vehicle } from '../../domain/vehicle';
import { vehiclePartsKeys, vehiclePartsQuery } from '../../domain/vehicle-parts-query';
import { ListMessage, LoadFailure } from '../catalog/list-message';
import { NotFoundPage } from '../not-found/not-found-page';
import { usePlateLookup } from './use-vehicle';
import { VehicleParts } from './vehicle-parts';

/**
 * /all?motorID=<carId>, or /all?registreringsNummer=<plate>&parts. A plate is
 * looked up first. The list's own links write the vehicle back as motorID.
 */
export function VehiclePartsPage() {
  const { carId, plate } = vehiclePartsQuery(useSearch());
  if (carId !== null) return <PartsFor carId={carId} />;
  if (plate) return <PartsForPlate plate={plate} />;
  return <NotFoundPage />;
}

const PartsFor = ({ carId, found }: { carId: number; found?: Vehicle }) => (
  <VehicleParts
    carId={carId}
    found={found}
    path="/all"
    pageKeys={vehiclePartsKeys}
    pageParams={{ motorID: String(carId) }}
  />
);

function PartsForPlate({ plate }: { plate: string }) {
  const lookup = usePlateLookup(plate);
  if (lookup.status === 'done')
    return <PartsFor carId={lookup.data.vehicle.carId} found={lookup.data.vehicle} />;
  return (
    <>
      <PageHeader title={<span dir="ltr">{plate.toUpperCase()}</span>} />
      <div className="container pb-16">
        {lookup.status === 'loading' ? (
          <div className="h-40 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
        ) : lookup.error.isNetwork ? (
          <LoadFailure error={lookup.error} onRetry={lookup.retry} />
        ) : (
          <ListMessage title={<Trans>No vehicle found</Trans>}>
            <p>{lookup.error.message}</p>
          </ListMessage>
        )}
      </div>
    </>
  );
}
