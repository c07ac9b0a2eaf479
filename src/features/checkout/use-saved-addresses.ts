import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { fetchAddresses } from '../../api/addresses';
import { keepAddressList, listSavedAddresses } from '../../db/addresses';
import { fieldsOf, type SavedAddress } from '../../domain/address';
import { useDatabase } from '../../lib/database';
import type { CheckoutContext, CheckoutEvent } from '../../machines/checkout.machine';

const none: SavedAddress[] = [];

/** The signed-in user's saved addresses as the device has them, refreshed from the server once when online. */
export function useSavedAddresses(userId: string | null, online: boolean): SavedAddress[] {
  const db = useDatabase();
  const saved = useLiveQuery(async () => (userId ? listSavedAddresses(db, userId) : none), [db, userId]);
  const refreshed = useRef(false);
  useEffect(() => {
    if (!userId || !online || refreshed.current) return;
    refreshed.current = true;
    fetchAddresses()
      .then((list) => keepAddressList(db, userId, list))
      .catch(() => undefined);
  }, [db, userId, online]);
  return saved ?? none;
}

/** A signed-in customer who has typed nothing yet gets the default saved address as the delivery address. */
export function useDefaultAddress(
  saved: readonly SavedAddress[],
  context: CheckoutContext,
  send: (event: CheckoutEvent) => void,
) {
  const chosen = useRef(false);
  const { delivery } = context;
  const untouched =
    delivery.kind === 'new' && delivery.fields.address1 === '' && delivery.fields.firstName === '';
  useEffect(() => {
    if (chosen.current || !untouched) return;
    const preferred = saved.find((address) => address.default) ?? saved[0];
    if (!preferred) return;
    chosen.current = true;
    send({
      type: 'delivery.choose',
      delivery: { kind: 'saved', id: preferred.id, fields: fieldsOf(preferred) },
    });
  }, [saved, untouched, send]);
}
