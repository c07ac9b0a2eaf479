import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { ListMessage, LoadFailure } from '../catalog/list-message';
import { NotFoundPage } from '../not-found/not-found-page';
import { usePlateLookup } from './use-vehicle';
import { VehicleParts } from './vehicle-parts';

const pageKeys = ['motorID', 'registreringsNummer', 'parts'];
const carIdOf = (raw: string | null) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/**
 * /all?motorID=<carId>, or /all?registreringsNummer=<plate>&parts. A plate is
 * looked up first. The list's own links write the vehicle back as motorID.
 */
export function VehiclePartsPage() {
  const params = new URLSearchParams(useSearch());
  const plate = params.get('registreringsNummer')?.trim() || null;
  // `vehicle` is the list filter's name; a link into the list may carry it instead of motorID.
  const carId = carIdOf(params.get('motorID')) ?? carIdOf(params.get('vehicle'));
  if (carId !== null) return <PartsFor carId={carId} />;
  if (plate) return <PartsForPlate plate={plate} />;
  return <NotFoundPage />;
}

const PartsFor = ({ carId }: { carId: number }) => (
  <VehicleParts carId={carId} path="/all" pageKeys={pageKeys} pageParams={{ motorID: String(carId) }} />
);

function PartsForPlate({ plate }: { plate: string }) {
  const lookup = usePlateLookup(plate);
  if (lookup.status === 'done') return <PartsFor carId={lookup.data.vehicle.carId} />;
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
