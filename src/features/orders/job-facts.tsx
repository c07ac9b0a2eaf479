import { useLingui } from '@lingui/react/macro';
import { type OrderVehicle, vehicleLine } from '../../domain/order-job';

type Job = { reference?: string | null; vehicle?: OrderVehicle | null };

/** The customer's reference and vehicle as rows of a description list; nothing when neither was given. */
export function JobFactRows({ reference, vehicle }: Job) {
  const { t } = useLingui();
  return (
    <>
      {reference && (
        <>
          <dt className="text-ink-soft">{t`Your reference`}</dt>
          <dd className="text-ink" data-testid="order-reference">
            <bdi>{reference}</bdi>
          </dd>
        </>
      )}
      {vehicle && (
        <>
          <dt className="text-ink-soft">{t`Vehicle`}</dt>
          <dd className="text-ink" data-testid="order-vehicle">
            <bdi>{vehicleLine(vehicle)}</bdi>
          </dd>
        </>
      )}
    </>
  );
}

/** The same facts as a list of their own (pages whose facts are no list). */
export function JobFacts(job: Job) {
  if (!job.reference && !job.vehicle) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid="order-job">
      <JobFactRows {...job} />
    </dl>
  );
}
