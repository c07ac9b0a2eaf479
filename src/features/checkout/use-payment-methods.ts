// The payment methods the checkout offers: what the server says now (online), else what it said last time.
import { useEffect, useState } from 'react';
import { fetchPaymentMethods, rememberedPaymentMethods } from '../../api/payments';
import type { PaymentMethod } from '../../domain/checkout';

export function usePaymentMethods(online: boolean): PaymentMethod[] {
  const [methods, setMethods] = useState(rememberedPaymentMethods);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchPaymentMethods()
      .then((answer) => {
        if (live) setMethods(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online]);
  return methods;
}
