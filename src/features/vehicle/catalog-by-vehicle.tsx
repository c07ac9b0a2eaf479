import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import type { FoundVehicle } from '../../machines/vehicle-selector.machine';
import { VehicleParts } from './vehicle-parts';
import { VehicleSelector } from './vehicle-selector';

const pageKeys = ['brand', 'model', 'engine'];
const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? raw : null);

/**
 * /catalog?brand=<manuId>&model=<modelId>&engine=<carId>: the parts of that vehicle. Without an engine it asks
 * for the vehicle with the selector first.
 */
export function CatalogByVehicle() {
  const params = new URLSearchParams(useSearch());
  const engine = idOf(params.get('engine'));
  if (engine === null) return <ChooseVehicle />;
  const pageParams = { brand: params.get('brand') ?? '', model: params.get('model') ?? '', engine };
  return <VehicleParts carId={Number(engine)} path="/catalog" pageKeys={pageKeys} pageParams={pageParams} />;
}

function ChooseVehicle() {
  const [, navigate] = useLocation();
  const [found, setFound] = useState<FoundVehicle | null>(null);
  return (
    <>
      <PageHeader
        title={<Trans>Catalogue by vehicle</Trans>}
        trail={[{ href: '/catalog', label: <Trans>Shop</Trans> }]}
      />
      <form
        className="container flex max-w-2xl flex-col gap-4 pb-16"
        onSubmit={(event) => {
          event.preventDefault();
          const v = found?.vehicle;
          if (v) navigate(`/catalog?brand=${v.manuId}&model=${v.modelId}&engine=${v.carId}`);
        }}
      >
        <VehicleSelector onChange={setFound} />
        <button type="submit" className="btn-primary self-end" disabled={!found}>
          <Trans>Show parts</Trans>
        </button>
      </form>
    </>
  );
}
