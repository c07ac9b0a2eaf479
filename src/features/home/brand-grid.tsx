import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { seededBrands } from '../../api/catalog';
import { AppLink } from '../../components/app-link';
import { readBrands } from '../../db/catalog';
import { useDatabase } from '../../lib/database';
import { usePageSeed } from '../../lib/page-seed';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { BrandGridSkeleton } from './brand-grid-skeleton';

/** The parts brands the shop carries, from the copy kept in IndexedDB; each opens its product list. */
export function BrandGrid() {
  const { locale } = useLanguage();
  const db = useDatabase();
  const kept = useLiveQuery(() => readBrands(db), [db]);
  // Home drawn by the server: the brands it was drawn with stand in until this device has its own copy.
  const seed = usePageSeed();
  const [seeded] = useState(() => seededBrands(seed, locale));
  const brands = kept && kept.length > 0 ? kept : (seeded ?? kept);
  const online = useOnline();
  // Offline with no copy yet there is nothing to wait for: show nothing rather than a skeleton forever.
  if (!brands || brands.length === 0) return online ? <BrandGridSkeleton /> : null;
  return (
    <ul className="grid grid-cols-2 gap-3 text-sm text-ink sm:grid-cols-3" data-testid="brand-grid">
      {brands.slice(0, 12).map((brand) => (
        <li key={brand.slug}>
          <AppLink
            href={`/catalog/products?brand=${brand.slug}`}
            className="flex h-full flex-col items-center gap-2 rounded-lg bg-white px-3 py-4 text-center font-semibold shadow-sm hover:shadow-md"
          >
            <img src={brand.image} alt="" width={120} height={40} loading="lazy" className="h-10 w-auto" />
            {brand.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
