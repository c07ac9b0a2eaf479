import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { setPickup } from '../../db/cart';
import { choosePickup, type PickupState, pickupShops } from '../../domain/cart';
import { useDatabase } from '../../lib/database';

/** Pickup in store instead of shipping (pickupShop); with pickup on, the counter to use. */
export function PickupChoice(stored: PickupState) {
  const db = useDatabase();
  // The choice shows at once; once IndexedDB reports a change (or the write fails) the stored one shows.
  const [pending, setPending] = useState<{ choice: PickupState; over: PickupState } | null>(null);
  const unchanged = pending?.over.pickup === stored.pickup && pending.over.pickupShop === stored.pickupShop;
  const { pickup, pickupShop } = pending && unchanged ? pending.choice : stored;
  const choose = (on: boolean, shop?: string) => {
    setPending({ choice: choosePickup({ pickup, pickupShop }, on, shop), over: stored });
    setPickup(db, on, shop).catch(() => setPending(null));
  };
  return (
    <fieldset className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="pickup-choice">
      <legend className="sr-only">
        <Trans>Delivery</Trans>
      </legend>
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand"
          checked={pickup}
          onChange={(event) => choose(event.target.checked)}
        />
        <span>
          <span className="font-medium text-ink">
            <Trans>Pick up in store</Trans>
          </span>
          <span className="block text-ink-soft">
            <Trans>Free: no shipping charge.</Trans>
          </span>
        </span>
      </label>
      {pickup && (
        <fieldset className="mt-3 space-y-2 ps-6">
          <legend className="mb-1 font-medium text-ink">
            <Trans>Pickup shop</Trans>
          </legend>
          {pickupShops.map((shop) => (
            <label key={shop.id} className="flex cursor-pointer items-start gap-2">
              <input
                type="radio"
                name="pickup-shop"
                className="mt-0.5 h-4 w-4 accent-brand"
                value={shop.id}
                checked={pickupShop === shop.id}
                onChange={() => choose(true, shop.id)}
              />
              <span>
                <span className="block text-ink">{shop.name}</span>
                <span className="block text-ink-soft">{shop.address}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
