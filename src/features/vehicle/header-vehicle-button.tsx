import { Trans, useLingui } from '@lingui/react/macro';
import { type ButtonHTMLAttributes, type ReactNode, Suspense, useId, useState } from 'react';
import { SearchPlateIcon, Svg } from '../../components/icons';
import { lazyNamed } from '../../lib/lazy-named';
import type { FindTab } from '../../machines/find-dialog.machine';
import { shortModel } from './garage-vehicle';
import { PlateSearchPanel } from './plate-search';
import { useCurrentVehicle } from './use-garage';

// The dialogs (XState machines, @xstate/react, the tabs) load on first open, outside the header's chunk.
const VehiclePicker = lazyNamed(() => import('./vehicle-picker'), 'VehiclePicker');
const FindPartDialog = lazyNamed(() => import('./find-part-dialog'), 'FindPartDialog');
const PlateDialog = lazyNamed(() => import('./find-part-dialog'), 'PlateDialog');

const defaultClass = 'flex items-center gap-2 rounded px-3 py-2 text-sm font-medium hover:bg-black/5';

type DialogButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  'data-testid'?: string;
  dialog: (props: { open: boolean; onClose: () => void }) => ReactNode;
};

/**
 * A header button and its dialog, which loads on first open and then stays mounted (closed), so closing and
 * reopening behaves the same. Before the app has taken a drawn page over, the button shows the plain plate form
 * instead (`data-shows`, src/first-visit/boot.ts).
 */
function DialogButton({ dialog, children, ...button }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panel = useId();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-shows={panel}
        {...button}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      <PlateSearchPanel id={panel} />
      {opened && <Suspense fallback={null}>{dialog({ open, onClose: () => setOpen(false) })}</Suspense>}
    </>
  );
}

/** Header button with the current vehicle (or "Select vehicle"); opens the vehicle picker. */
export function VehicleButton({ className = defaultClass }: { className?: string }) {
  const { t } = useLingui();
  const current = useCurrentVehicle();
  return (
    <DialogButton
      className={className}
      title={current ? t`Change vehicle` : undefined}
      data-testid="vehicle-button"
      dialog={(props) => <VehiclePicker {...props} />}
    >
      <CarIcon />
      <span className="max-w-32 truncate xl:max-w-48">
        {current ? `${current.make} ${shortModel(current.model)}` : <Trans>Select vehicle</Trans>}
      </span>
    </DialogButton>
  );
}

/**
 * Header button that opens the find-part dialog (plate, brand and model, or part number). `labelClass`: the phone
 * header hides its words on the narrowest screens (a screen reader still reads them).
 */
export function FindPartButton({
  className = defaultClass,
  labelClass,
  tab,
}: {
  className?: string;
  labelClass?: string;
  tab?: FindTab;
}) {
  return (
    <DialogButton className={className} dialog={(props) => <FindPartDialog {...props} initialTab={tab} />}>
      <SearchPlateIcon />
      <span className={labelClass}>
        <Trans>Find parts</Trans>
      </span>
    </DialogButton>
  );
}

/**
 * The phone header's plate button, drawn as a small Norwegian plate: opens the registration-number lookup alone
 * (the find-part dialog's first tab), one tap from any page.
 */
export function PlateButton({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  return (
    <DialogButton
      // Drawn as the plate is, its country strip on the left in every language.
      dir="ltr"
      className={`flex h-10 shrink-0 items-stretch overflow-hidden rounded border-2 border-black bg-white text-sm font-bold text-black hover:bg-gray-100 ${className}`}
      title={t`Find parts by registration number`}
      data-testid="plate-button"
      dialog={(props) => <PlateDialog {...props} />}
    >
      <span
        aria-hidden="true"
        className="flex w-4 flex-col items-center justify-end bg-[#003da5] pb-0.5 text-[9px] text-white"
      >
        N
      </span>
      <span className="flex items-center whitespace-nowrap px-1.5" dir="auto">
        <Trans>Reg. no.</Trans>
      </span>
    </DialogButton>
  );
}

const CarIcon = () => (
  <Svg>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2M5 12h14" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
  </Svg>
);
