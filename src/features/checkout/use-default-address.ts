import { useEffect, useRef } from 'react';
import { fieldsOf, type SavedAddress } from '../../domain/address';
import type { CheckoutContext, CheckoutEvent } from '../../machines/checkout.machine';

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
