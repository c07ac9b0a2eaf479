import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { type FindResult, type FindTab, findDialogMachine } from '../../machines/find-dialog.machine';
import { vehicleSelectorMachine } from '../../machines/vehicle-selector.machine';
import { garageIntents } from './garage-vehicle';
import { ModelTab } from './model-tab';
import { PartTab } from './part-tab';
import { PlateTab } from './plate-tab';
import { findDialogEffects } from './vehicle-actors';
import { VehicleModal } from './vehicle-modal';

const tabs: FindTab[] = ['register', 'model', 'part'];

/**
 * The find-part dialog: one dialog, three ways in — registration number,
 * brand and model (or VIN), part number. A vehicle found is saved in the garage as the current one and its parts
 * open (/all?motorID=…); a part number that exists opens its article page.
 */
export function FindPartDialog({
  open,
  onClose,
  initialTab = 'register',
}: {
  open: boolean;
  onClose: () => void;
  initialTab?: FindTab;
}) {
  const { t } = useLingui();
  return (
    <VehicleModal open={open} onClose={onClose} title={t`Find parts`} testId="find-part-dialog">
      {open && <FindPartBody onClose={onClose} initialTab={initialTab} />}
    </VehicleModal>
  );
}

/**
 * The registration-number lookup alone (the phone header's plate button): the find-part dialog's plate tab, its
 * field focused, without the other tabs. A plate without a match says 'No products found.'
 * (docs/decisions.md "The product's exact texts").
 */
export function PlateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <VehicleModal
      open={open}
      onClose={onClose}
      title={t`Find parts by registration number`}
      testId="plate-dialog"
    >
      {open && <FindPartBody onClose={onClose} initialTab="register" plateOnly />}
    </VehicleModal>
  );
}

function FindPartBody({
  onClose,
  initialTab,
  plateOnly = false,
}: {
  onClose: () => void;
  initialTab: FindTab;
  plateOnly?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const db = useDatabase();
  const [, navigate] = useLocation();
  const latest = useRef({ onClose, navigate });
  latest.current = { onClose, navigate };
  const [machine] = useState(() => {
    const { actors, actions } = findDialogEffects(locale, db);
    const garage = garageIntents(db);
    const { loadManufacturers, loadModels, loadVehicles, lookupRegistration, lookupVin, findArticle } =
      actors;
    const show = async (result: FindResult) => {
      const { navigate, onClose } = latest.current;
      if (result.kind === 'vehicle') {
        await garage.save(result.found).catch(() => undefined);
        navigate(`/all?motorID=${result.found.vehicle.carId}`);
      } else {
        navigate(`/catalog/article?n=${encodeURIComponent(result.articleNumber)}`);
      }
      onClose();
    };
    return findDialogMachine.provide({
      actors: {
        // The cascade is the vehicle selector with the dialog's loaders, which list every year's makers and series.
        vehicleCascade: vehicleSelectorMachine.provide({
          actors: { loadManufacturers, loadModels, loadVehicles },
        }),
        lookupRegistration,
        lookupVin,
        findArticle,
      },
      actions: { ...actions, showResult: (_, { result }) => void show(result) },
    });
  });
  const [state, send] = useMachine(machine, { input: { tab: initialTab } });
  const labels: Record<FindTab, string> = {
    register: t`Registration number`,
    model: t`Brand and model`,
    part: t`Part number`,
  };
  if (plateOnly) return <PlateTab state={state} send={send} alone />;

  return (
    <TabGroup
      selectedIndex={tabs.findIndex((tab) => state.matches({ tab }))}
      onChange={(index) => send({ type: 'dialog.chooseTab', tab: tabs[index] ?? 'register' })}
    >
      {/* On a phone the three tabs scroll sideways rather than squeeze "Registreringsnummer" out of the box. */}
      <TabList className="mb-4 flex overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <Tab
            key={tab}
            className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm sm:flex-1 font-medium text-ink-soft hover:text-ink focus:outline-none data-[focus]:bg-gray-50 data-[selected]:(border-brand text-ink)"
          >
            {labels[tab]}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <TabPanel>
          <PlateTab state={state} send={send} />
        </TabPanel>
        <TabPanel>
          <ModelTab state={state} send={send} />
        </TabPanel>
        <TabPanel>
          <PartTab state={state} send={send} />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
