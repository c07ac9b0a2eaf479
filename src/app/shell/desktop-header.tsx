import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../components/logo';
import { PlateSearch } from '../../features/vehicle/plate-search';
import { LazyCategoryMenu } from './lazy-category-menu';
import { desktopTools } from './lazy-header-tools';
import { useMainMenu } from './nav-links';
import { TopBar } from './top-bar';

const navItem = 'flex items-center px-4 text-[15px] font-medium hover:bg-white/10';
const active = 'shadow-[inset_0_-3px_0_#e52727] text-white';
const toolButton =
  'flex h-10 items-center gap-2 rounded px-3 text-sm font-medium text-white/90 hover:bg-white/10 focus-visible:(outline-2 outline-white)';

/**
 * Desktop header, layout "spaceship", scheme one: top bar; logo, search box with the vehicle picker,
 * registration-number field and indicators; then the main menu with the find-part dialog. From 992 px to 1199 px
 * the plate field and the vehicle button are narrower, so the search box keeps its room.
 */
const { LazyFindPartButton, LazyIndicators, LazySearchBox, LazyVehicleButton } = desktopTools;

export function DesktopHeader() {
  const menu = useMainMenu();
  const [location] = useLocation();
  const { t } = useLingui();
  return (
    <header className="hidden lg:block">
      <TopBar />
      <div className="bg-chrome text-white">
        <div className="container flex h-18 items-center gap-4">
          <div className="relative flex h-full items-center bg-white pe-10 ps-4 [clip-path:polygon(0_0,100%_0,calc(100%-28px)_100%,0_100%)] rtl:[clip-path:polygon(0_0,100%_0,100%_100%,28px_100%)] -ms-4">
            <Logo />
          </div>
          <LazyVehicleButton className={toolButton} />
          <LazySearchBox className="min-w-0 flex-1" />
          <PlateSearch className="shrink-0" />
          <LazyIndicators />
        </div>
      </div>
      <div className="border-t border-chrome-line bg-chrome-dark text-white shadow">
        <div className="container flex h-12 items-stretch">
          <nav aria-label={t`Main menu`} className="flex items-stretch -ms-4">
            <LazyCategoryMenu
              buttonClass={`${navItem} ${location.startsWith('/catalog') ? active : 'text-white/85'}`}
            />
            {menu.map((item) => {
              const current = item.href === '/' ? location === '/' : location.startsWith(item.href);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={`${navItem} ${current ? active : 'text-white/85'}`}
                >
                  {item.label}
                </Link>
              );
            })}
          </nav>
          <div className="ms-auto flex items-center">
            <LazyFindPartButton className={toolButton} />
          </div>
        </div>
      </div>
    </header>
  );
}
