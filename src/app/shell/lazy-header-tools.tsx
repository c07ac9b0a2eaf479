import { Suspense } from 'react';
import { lazyNamed } from '../lazy-named';

// The header's search box, vehicle buttons and cart indicators read IndexedDB (Dexie) or carry dialogs; they load
// after the first paint, outside the bundle budget of "/". Until then each keeps its place with an empty box.
const vehicle = () => import('../../features/vehicle/header-vehicle-button');
const cart = () => import('../../features/cart/header-indicators');
const VehicleButton = lazyNamed(vehicle, 'VehicleButton');
const FindPartButton = lazyNamed(vehicle, 'FindPartButton');
const CartIndicator = lazyNamed(cart, 'CartIndicator');
const WishlistIndicator = lazyNamed(cart, 'WishlistIndicator');
const CompareIndicator = lazyNamed(cart, 'CompareIndicator');
const SearchBox = lazyNamed(() => import('../../features/search/search-box'), 'SearchBox');

const Slot = ({ className }: { className: string }) => <span className={className} aria-hidden="true" />;

export function LazySearchBox({ className = '' }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className={`block h-10 rounded bg-white ${className}`} />}>
      <SearchBox className={className} />
    </Suspense>
  );
}

export function LazyVehicleButton({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className="block h-10 w-36" />}>
      <VehicleButton className={className} />
    </Suspense>
  );
}

export function LazyFindPartButton({ className }: { className?: string }) {
  return (
    <Suspense fallback={<Slot className="block h-10 w-28" />}>
      <FindPartButton className={className} />
    </Suspense>
  );
}

export function LazyIndicators({ compare = true }: { compare?: boolean }) {
  return (
    <Suspense fallback={<Slot className={`block h-10 ${compare ? 'w-32' : 'w-20'}`} />}>
      <div className="flex items-center gap-1">
        <WishlistIndicator />
        {compare && <CompareIndicator />}
        <CartIndicator />
      </div>
    </Suspense>
  );
}
