import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { lazyNamed } from '../../lib/lazy-named';
import { phoneTools } from './lazy-header-tools';
import { PhoneSyncStatus } from './lazy-sync-status';

// The menu panel loads when first opened: the first paint of a page does not need the dialog code.
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'MobileMenu', { later: true });

const { LazyFindPartButton, LazyIndicators, LazyPlateButton, LazySearchBox } = phoneTools;

const findButton =
  'flex h-10 shrink-0 items-center gap-1.5 rounded bg-white/10 px-2.5 text-sm font-medium text-white hover:bg-white/20';

/**
 * Mobile header, variant one: menu button, logo, state and indicators; below them the search, the plate lookup
 * (one tap to a car by its registration number) and the find-part dialog.
 */
export function MobileHeader() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <header className="sticky top-0 z-30 bg-chrome text-white shadow lg:hidden">
      <div className="flex h-14 items-center gap-1 px-2">
        <button
          type="button"
          className="rounded p-2 hover:bg-white/10"
          aria-label={t`Open menu`}
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Logo slogan={false} inverse compact />
        <div className="ms-auto flex shrink-0 items-center gap-1 text-sm">
          <PhoneSyncStatus compact />
          <LazyIndicators compare={false} />
        </div>
      </div>
      <div className="flex items-center gap-2 px-2 pb-2">
        <LazySearchBox className="min-w-0 flex-1" />
        <LazyPlateButton />
        {/* Below 576 px the search box keeps its room: the find-part button shows its icon only. */}
        <LazyFindPartButton className={findButton} labelClass="lt-sm:sr-only" />
      </div>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
