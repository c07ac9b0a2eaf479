import { Trans } from '@lingui/react/macro';
import type { GarageVehicle } from '../../domain/vehicle';

const box = 'flex items-start gap-2 rounded-lg px-3 py-2 text-sm';

/** "Fits your vehicle" or "does not fit" against the current garage vehicle; a hint when none is chosen. */
export function FitmentBadge({
  fits,
  vehicle,
}: {
  fits: boolean | null;
  vehicle: GarageVehicle | null | undefined;
}) {
  if (vehicle === undefined) return null;
  if (vehicle === null)
    return (
      <p className={`${box} bg-gray-50 text-ink-soft`} data-testid="fitment" data-fits="unknown">
        <Trans>Choose your vehicle to see whether this part fits it.</Trans>
      </p>
    );
  const name = [vehicle.make, vehicle.model, vehicle.engine].filter(Boolean).join(' ');
  if (fits === true)
    return (
      <p className={`${box} bg-green-50 text-green-800`} data-testid="fitment" data-fits="yes" role="status">
        <Mark path="m5 12 5 5 9-10" />
        <span>
          <Trans>
            Fits your <strong>{name}</strong>
          </Trans>
        </span>
      </p>
    );
  if (fits === false)
    return (
      <p className={`${box} bg-red-50 text-red-800`} data-testid="fitment" data-fits="no" role="status">
        <Mark path="M6 6l12 12M18 6 6 18" />
        <span>
          <Trans>
            Does not fit your <strong>{name}</strong>
          </Trans>
        </span>
      </p>
    );
  return (
    <p className={`${box} bg-amber-50 text-amber-900`} data-testid="fitment" data-fits="unknown">
      <Trans>
        Whether it fits your <strong>{name}</strong> can be checked when you are online.
      </Trans>
    </p>
  );
}

function Mark({ path }: { path: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="mt-0.5 shrink-0"
      aria-hidden="true"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
