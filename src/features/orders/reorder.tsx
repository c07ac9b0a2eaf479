import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { validateArticles } from '../../api/checkout';
import { Price } from '../../components/price';
import { addAllToCart } from '../../db/cart';
import type { OrderDto } from '../../domain/checkout';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { AccountCard } from '../account/account-layout';
import { productName } from '../cart/product-name';
import { type ReorderNote, reorderPlan } from './reorder-plan';

type Outcome = { kind: 'done'; added: number; notes: ReorderNote[] } | { kind: 'failed' };

/**
 * "Order again": the order's lines into this device's cart at today's prices (the server checks them first, so it
 * needs the network), then what changed since the order — a price, an article gone or out of stock, fewer units.
 */
export function ReorderCard({ order }: { order: OrderDto }) {
  const { t } = useLingui();
  const db = useDatabase();
  const online = useOnline();
  const { locale } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (order.items.length === 0) return null;

  const reorder = async () => {
    setBusy(true);
    try {
      const answer = await validateArticles(
        order.items.map((line) => line.articleId),
        locale,
      );
      const plan = reorderPlan(order.items, answer);
      await addAllToCart(db, plan.adds);
      setOutcome({ kind: 'done', added: plan.adds.length, notes: plan.notes });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title={t`Order again`} testId="reorder">
      <p className="text-sm text-ink-soft">
        {t`Puts this order's items in your cart at today's prices. You see what changed before you check out.`}
      </p>
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={!online || busy}
        aria-busy={busy || undefined}
        onClick={() => void reorder()}
        data-testid="reorder-button"
      >
        {busy ? t`Checking today's prices…` : t`Put the items in the cart`}
      </button>
      {!online && (
        <p className="mt-2 text-sm text-ink-soft">{t`Ordering again needs a connection: today's prices are checked first.`}</p>
      )}
      <div aria-live="polite">
        {outcome?.kind === 'failed' && (
          <p className="field-error" role="alert" data-testid="reorder-failed">
            {t`Today's prices could not be checked. Nothing was put in the cart. Please try again.`}
          </p>
        )}
        {outcome?.kind === 'done' && <ReorderResult order={order} {...outcome} />}
      </div>
    </AccountCard>
  );
}

function ReorderResult({ order, added, notes }: { order: OrderDto; added: number; notes: ReorderNote[] }) {
  const { t } = useLingui();
  const total = order.items.length;
  const nameOf = (articleId: number) => {
    const line = order.items.find((item) => item.articleId === articleId);
    return line ? productName(line.product) : String(articleId);
  };
  return (
    <div
      className="mt-3 rounded border border-gray-200 bg-gray-50 p-3 text-sm text-ink"
      data-testid="reorder-result"
    >
      <p className="font-semibold">
        {added > 0 ? t`${added} of ${total} items are in your cart.` : t`Nothing could be put in the cart.`}
      </p>
      {notes.length > 0 && (
        <ul className="mt-2 space-y-1">
          {notes.map((note) => (
            <li key={`${note.articleId}-${note.kind}`} data-testid="reorder-note" data-kind={note.kind}>
              <span className="font-medium">
                <bdi>{nameOf(note.articleId)}</bdi>:
              </span>{' '}
              <NoteText note={note} />
            </li>
          ))}
        </ul>
      )}
      {added > 0 && (
        <Link href="/cart" className="mt-3 inline-block font-medium text-brand-dark underline">
          <Trans>Go to the cart</Trans>
        </Link>
      )}
    </div>
  );
}

function NoteText({ note }: { note: ReorderNote }) {
  const { t } = useLingui();
  switch (note.kind) {
    case 'price':
      return (
        <Trans>
          now <Price price={note.newPrice} discount={null} />, was{' '}
          <Price price={note.oldPrice} discount={null} />
        </Trans>
      );
    case 'gone':
      return <>{t`no longer sold, not added`}</>;
    case 'out-of-stock':
      return <>{t`out of stock, not added`}</>;
    case 'fewer': {
      const { available, quantity } = note;
      return <>{t`${available} of ${quantity} added: only ${available} in stock`}</>;
    }
  }
}
