// The checkout machine with its effects: the address rule, the server's check of the cart, placing through the
// outbox (one transaction on the device) and waiting for the answer. The page keeps it fed with the device cart
// and the network state, and goes to the success page when the flow ends.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { validateArticles } from '../../api/checkout';
import { removeLine, setPickup, setQuantity } from '../../db/cart';
import type { AppDB } from '../../db/schema';
import { placeWaitingOrder, watchOrder, watchOrderLimit } from '../../db/waiting-orders';
import type { Locale } from '../../domain/locale';
import { useDatabase } from '../../lib/database';
import { requestDrain } from '../../lib/request-drain';
import {
  type CheckoutLine,
  type CheckoutUser,
  checkoutMachine,
  type PlaceOutcome,
} from '../../machines/checkout.machine';
import { checkAddress } from '../address/check-address';
import type { CartView } from '../cart/use-cart';
import { useInvoiceStanding } from './use-invoice-standing';
import { usePaymentMethods } from './use-payment-methods';

/** How long the page waits for the server's answer online before showing the order as waiting. */
export const placeWaitMs = 8000;

/**
 * Resolves when the order at `key` is placed or refused; `waiting` at once offline, when the browser goes
 * offline, when the shop asks it to wait (its order limit: the success page says until when), or after
 * `placeWaitMs` (the success page then shows it waiting and follows it from there).
 */
export function awaitOutcome(db: AppDB, key: string, signal: AbortSignal): Promise<PlaceOutcome> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const finish = (outcome: PlaceOutcome) => {
      for (const cleanup of cleanups) cleanup();
      resolve(outcome);
    };
    if (!navigator.onLine) return finish({ state: 'waiting' });
    const timer = setTimeout(() => finish({ state: 'waiting' }), placeWaitMs);
    const offline = () => finish({ state: 'waiting' });
    window.addEventListener('offline', offline);
    signal.addEventListener('abort', offline);
    cleanups.push(
      () => clearTimeout(timer),
      () => window.removeEventListener('offline', offline),
      () => signal.removeEventListener('abort', offline),
    );
    const stop = watchOrder(db, key, (record) => {
      if (record?.state === 'placed') {
        finish(record.order ? { state: 'placed', token: record.order.token } : { state: 'waiting' });
      } else if (record?.state === 'failed') {
        finish({
          state: 'failed',
          code: record.error?.code ?? 'UNKNOWN',
          message: record.error?.message ?? '',
        });
      }
    });
    cleanups.push(stop);
    cleanups.push(
      watchOrderLimit(db, key, (until) => {
        if (until !== null) finish({ state: 'waiting' });
      }),
    );
  });
}

export const checkoutLines = (cart: CartView): CheckoutLine[] =>
  cart.lines.map(({ articleId, price, quantity, options }) => ({ articleId, price, quantity, options }));

export function useCheckout({
  user,
  cart,
  lang,
  online,
}: {
  user: CheckoutUser | null;
  cart: CartView;
  lang: Locale;
  online: boolean;
}) {
  const db = useDatabase();
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        checkAddress: fromPromise(async ({ input }) => {
          const checked = await checkAddress(input);
          return checked.ok ? {} : (checked.errors as Record<string, string>);
        }),
        validateCart: fromPromise(({ input }) => validateArticles(input.articleIds, input.lang)),
        placeOrder: fromPromise(async ({ input }) => {
          const { key } = await placeWaitingOrder(db, input);
          // The order lives on this device until the server has it: ask the browser not to evict it.
          void navigator.storage?.persist?.();
          requestDrain().catch(() => undefined);
          return { key };
        }),
        awaitOutcome: fromPromise(({ input, signal }) => awaitOutcome(db, input.key, signal)),
      },
      actions: {
        keepPickup: (_, { pickup, pickupShop }) => {
          setPickup(db, pickup, pickupShop).catch(() => undefined);
        },
        fixLines: (_, { changes }) => {
          for (const change of changes) {
            if (change.kind === 'stock') void setQuantity(db, change.articleId, change.available);
            else if (change.kind === 'unavailable') void removeLine(db, change.articleId);
          }
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: { user, online, lang, lines: checkoutLines(cart), pickup: cart },
  });

  const fingerprint = JSON.stringify(checkoutLines(cart));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are what the fingerprint says
  useEffect(() => {
    send({ type: 'cart.changed', lines: checkoutLines(cart) });
  }, [fingerprint, send]);
  useEffect(() => {
    send({ type: 'network.changed', online });
  }, [online, send]);
  // What the shop offers now and the account's invoice credit: the payment step offers only what may be chosen.
  const methods = usePaymentMethods(online);
  useEffect(() => {
    send({ type: 'payment.offered', methods });
  }, [methods, send]);
  const standing = useInvoiceStanding(user?.userId ?? null, online);
  useEffect(() => {
    send({ type: 'invoice.standing', standing });
  }, [standing, send]);

  const { token, localKey } = state.context;
  const finished = state.status === 'done';
  useEffect(() => {
    if (!finished) return;
    const ref = token ?? localKey;
    if (ref) navigate(`/checkout/${ref}`, { replace: true });
  }, [finished, token, localKey, navigate]);

  return { state, send };
}
