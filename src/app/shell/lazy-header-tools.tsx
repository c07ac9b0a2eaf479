import { memo, Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

// The header's search box, vehicle buttons and cart indicators read IndexedDB (Dexie) or carry dialogs; they load
// after the first paint, outside the bundle budget of "/". Until then each keeps its place with an empty box.
// Each wrapper is memoised: a header re-render (a new path, settings arriving) must not reach a part still waiting
// for its code, or React would give up the pre-rendered markup of that part and show the empty box instead.
//
// The desktop and the phone header are both in the page (CSS shows one). Each has its own set of parts, loaded
// only while its layout is on screen: a phone does not run the hidden desktop header's searches, dialogs and
// IndexedDB reads; on a wider window they load when it shows.

/** Matches while the desktop header shows (its `lg:` breakpoint, uno.config.ts). */
export const desktopLayout = '(min-width: 992px)';
/** Matches while the phone header shows. */
export const phoneLayout = '(max-width: 991.98px)';

const Slot = ({ className }: { className: string }) => <span className={className} aria-hidden="true" />;

function headerTools(layout: string) {
  const shown = { media: layout, later: true };
  const vehicle = () => import('../../features/vehicle/header-vehicle-button');
  const cart = () => import('../../features/cart/header-indicators');
  const VehicleButton = lazyNamed(vehicle, 'VehicleButton', shown);
  const FindPartButton = lazyNamed(vehicle, 'FindPartButton', shown);
  const PlateButton = lazyNamed(vehicle, 'PlateButton', shown);
  const CartIndicator = lazyNamed(cart, 'CartIndicator', shown);
  const WishlistIndicator = lazyNamed(cart, 'WishlistIndicator', shown);
  const CompareIndicator = lazyNamed(cart, 'CompareIndicator', shown);
  const SearchBox = lazyNamed(() => import('../../features/search/search-box'), 'SearchBox', shown);
  const account = () => import('../../features/account/account-menu');
  const AccountIndicator = lazyNamed(account, 'AccountIndicator', shown);
  const AccountLink = lazyNamed(account, 'AccountLink', shown);

  return {
    LazySearchBox: memo(function LazySearchBox({ className = '' }: { className?: string }) {
      return (
        <Suspense fallback={<Slot className={`block h-10 rounded bg-white ${className}`} />}>
          <SearchBox className={className} />
        </Suspense>
      );
    }),
    LazyVehicleButton: memo(function LazyVehicleButton({ className }: { className?: string }) {
      return (
        <Suspense fallback={<Slot className="block h-10 w-36" />}>
          <VehicleButton className={className} />
        </Suspense>
      );
    }),
    LazyFindPartButton: memo(function LazyFindPartButton({
      className,
      labelClass,
    }: {
      className?: string;
      labelClass?: string;
    }) {
      return (
        <Suspense fallback={<Slot className={`block h-10 ${labelClass ? 'w-11 sm:w-28' : 'w-28'}`} />}>
          <FindPartButton className={className} labelClass={labelClass} />
        </Suspense>
      );
    }),
    LazyPlateButton: memo(function LazyPlateButton() {
      return (
        <Suspense fallback={<Slot className="block h-10 w-22 shrink-0" />}>
          <PlateButton />
        </Suspense>
      );
    }),
    // `compare`: the desktop's set, with the comparison and the account dropdown; the phone's links to the account.
    LazyIndicators: memo(function LazyIndicators({ compare = true }: { compare?: boolean }) {
      return (
        <Suspense fallback={<Slot className={`block h-10 ${compare ? 'w-41' : 'w-31'}`} />}>
          <div className="flex items-center gap-1">
            <WishlistIndicator />
            {compare && <CompareIndicator />}
            {compare ? <AccountIndicator /> : <AccountLink />}
            <CartIndicator />
          </div>
        </Suspense>
      );
    }),
  };
}

export const desktopTools = headerTools(desktopLayout);
export const phoneTools = headerTools(phoneLayout);
