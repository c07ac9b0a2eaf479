// The signed-in account's invoice standing for the checkout: asked of the server when online (GET /invoice/me) and
// kept for this visit only (it is the account's credit, not for a shared device to keep). Null for a guest, or
// when not heard: the server decides when the order arrives, and a refusal is shown with its reason.
import { useEffect, useState } from 'react';
import { fetchInvoiceStanding } from '../../api/invoice';
import type { InvoiceStanding } from '../../domain/invoice';

const heard = new Map<string, InvoiceStanding>();

export function useInvoiceStanding(userId: string | null, online: boolean): InvoiceStanding | null {
  const [standing, setStanding] = useState(() => (userId ? (heard.get(userId) ?? null) : null));
  useEffect(() => {
    setStanding(userId ? (heard.get(userId) ?? null) : null);
    if (!userId || !online) return;
    let live = true;
    fetchInvoiceStanding()
      .then((answer) => {
        heard.set(userId, answer);
        if (live) setStanding(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, online]);
  return standing;
}
