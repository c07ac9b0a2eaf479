import { memo, Suspense } from 'react';
import { lazyNamed } from '../lazy-named';

// The header's search box, vehicle buttons and cart indicators read IndexedDB (Dexie) or carry dialogs; they load
// after the first paint, outside the bundle budget of "/". Until then each keeps its place with an empty box.
// Each wrapper is memoised: a header re-render (a new path, settings arriving) must not reach a part still waiting
// for its code, or React would give up the pre-rendered markup of that part and show the empty box instead.
const vehicle = () => import('../../features/vehicle/header-vehicle-button');
const cart = () => import('../../features/cart/header-indicators');
const VehicleButton = lazyNamed(vehicle, 'VehicleButton');
const FindPartButton = lazyNamed(vehicle, 'FindPartButton');
const CartIndicator = lazyNamed(cart, 'CartIndicator');
const WishlistIndicator = lazyNamed(cart, 'WishlistIndicator');
const CompareIndicator = lazyNamed(cart, 'CompareIndicator');
const SearchBox = lazyNamed(() => import('../../features/search/search-box'), 'SearchBox');

const Slot = ({ className }: { className: string }) => <span className={className} aria-hidden="true" />;

export const LazySearchBox = memo(function LazySearchBox({ className = '' }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className={`block h-10 rounded bg-white ${className}`} />}>
      <SearchBox className={className} />
    </Suspense>
  );
});

export const LazyVehicleButton = memo(function LazyVehicleButton({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className="block h-10 w-36" />}>
      <VehicleButton className={className} />
    </Suspense>
  );
});

export const LazyFindPartButton = memo(function LazyFindPartButton({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className="block h-10 w-28" />}>
      <FindPartButton className={className} />
    </Suspense>
  );
});

export const LazyIndicators = memo(function LazyIndicators({ compare = true }: { compare?: boolean }) {
  return (
    <Suspense fallback={<Slot className={`block h-10 ${compare ? 'w-32' : 'w-20'}`} />}>
      <div className="flex items-center gap-1">
        <WishlistIndicator />
        {compare && <CompareIndicator />}
        <CartIndicator />
      </div>
    </Suspense>
  );
});
