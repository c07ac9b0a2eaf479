// The notices the sync worker left about orders of this device (it cannot show toasts): each is taken once, by
// one tab, and shown as a toast — placed (with its number and a link) or refused (why, and that the cart is back).
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/toasts';
import { countOrderNotices, takeOrderNotices } from '../../db/waiting-orders';
import { useDatabase } from '../../lib/database';
import { useRefusalText } from './checkout-texts';

/** Draws nothing; mounted once in the app. */
export function OrderNotices() {
  const db = useDatabase();
  const { t } = useLingui();
  const refusal = useRefusalText();
  const [location, navigate] = useLocation();
  const onCheckout = location.startsWith('/checkout');
  const waiting = useLiveQuery(() => countOrderNotices(db), [db]) ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken when some arrive; the texts are read then
  useEffect(() => {
    if (waiting === 0) return;
    void takeOrderNotices(db).then((notices) => {
      for (const notice of notices) {
        // The checkout and success pages show a placed order themselves.
        if (notice.kind === 'placed' && onCheckout) continue;
        if (notice.kind === 'placed') {
          toast.success(t`Order ${notice.number} is placed`, {
            id: `order-${notice.key}`,
            action: { label: t`Show`, onClick: () => navigate(`/checkout/${notice.token}`) },
          });
        } else {
          toast.error(t`Your order was not placed`, {
            id: `order-${notice.key}`,
            description: `${refusal(notice)} ${t`The items are back in your cart.`}`,
            action: { label: t`Go to checkout`, onClick: () => navigate('/checkout') },
          });
        }
      }
    });
  }, [db, waiting]);
  return null;
}
