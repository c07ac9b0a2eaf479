// Header indicators for the cart, wishlist and comparison: icon and count, read from IndexedDB. The header
// loads this module lazily, so Dexie stays out of the first bundle.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { dropKeptCart } from '../../first-visit/early-input';
import { CartDropdown } from './cart-dropdown';
import { CartIcon, CompareIcon, HeartIcon } from './cart-icons';
import { useUnitsNotRead } from './pending-adds';
import { useCart } from './use-cart';
import { useSavedCount } from './use-saved';

const indicator = 'relative flex items-center rounded p-2 hover:bg-white/10';

/** `cart`: the cart's count, which shows adds to cart kept before the app took the page over (index.html). */
function Count({ n, testId, cart = false }: { n: number; testId: string; cart?: boolean }) {
  return (
    <span
      data-cart-count={cart ? '' : undefined}
      className={`absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-white ${n === 0 ? 'hidden' : ''}`}
      data-testid={testId}
    >
      {n}
    </span>
  );
}

/** Cart icon with the number of units, this tab's adds counted from the click on; opens the cart dropdown. */
export function CartIndicator() {
  const cart = useCart();
  const [location] = useLocation();
  // The read's units, and this tab's adds it does not show yet (asked for after it began, not failed).
  const notRead = useUnitsNotRead(cart?.readAfter);
  const units = cart ? cart.summary.quantity + notRead : 0;
  // Adds to cart kept on the drawn page count in the header until the cart's own count changes (boot.ts).
  const drawn = useRef(units);
  useEffect(() => {
    if (units !== drawn.current) dropKeptCart();
  }, [units]);
  return (
    <Popover className="relative">
      <PopoverButton
        className={indicator}
        data-testid="cart-indicator"
        aria-current={location === '/cart' ? 'page' : undefined}
      >
        <CartIcon />
        <span className="sr-only">
          <Trans>Cart</Trans>
        </span>
        <Count n={units} testId="cart-count" cart />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded bg-white p-3 text-sm text-ink shadow-lg [--anchor-gap:6px]"
      >
        {cart && <CartDropdown cart={cart} />}
      </PopoverPanel>
    </Popover>
  );
}

function SavedIndicator({
  href,
  icon,
  label,
  n,
  testId,
}: {
  href: string;
  icon: ReactNode;
  label: ReactNode;
  n: number;
  testId: string;
}) {
  const [location] = useLocation();
  return (
    <Link
      href={href}
      className={indicator}
      aria-current={location === href ? 'page' : undefined}
      data-testid={testId}
    >
      {icon}
      <span className="sr-only">{label}</span>
      <Count n={n} testId={`${testId}-count`} />
    </Link>
  );
}

export function WishlistIndicator() {
  return (
    <SavedIndicator
      href="/wishlist"
      icon={<HeartIcon />}
      label={<Trans>Wishlist</Trans>}
      n={useSavedCount('wishlist')}
      testId="wishlist-indicator"
    />
  );
}

export function CompareIndicator() {
  return (
    <SavedIndicator
      href="/compare"
      icon={<CompareIcon />}
      label={<Trans>Compare</Trans>}
      n={useSavedCount('compare')}
      testId="compare-indicator"
    />
  );
}
