import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { LazySyncStatus } from './lazy-sync-status';

// The menu panel loads when first opened: the first paint of a page does not need the dialog code.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Mobile header, variant one: menu button and logo. */
export function MobileHeader() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <header className="sticky top-0 z-30 bg-chrome text-white shadow lg:hidden">
      <div className="flex h-14 items-center gap-3 px-3">
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
        <Logo slogan={false} inverse />
        <div className="ms-auto text-sm">
          <LazySyncStatus compact />
        </div>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
