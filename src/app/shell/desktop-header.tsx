import { Link, useLocation } from 'wouter';
import { Logo } from '../../components/logo';
import { LazyCategoryMenu } from './lazy-category-menu';
import { useMainMenu } from './nav-links';
import { TopBar } from './top-bar';

/** Desktop header, layout "spaceship", scheme one: top bar over a logo block and the main menu. */
export function DesktopHeader() {
  const menu = useMainMenu();
  const [location] = useLocation();
  return (
    <header className="hidden lg:block">
      <TopBar />
      <div className="bg-chrome text-white shadow">
        <div className="container flex h-18 items-stretch">
          <div className="relative flex items-center bg-white pe-10 ps-4 [clip-path:polygon(0_0,100%_0,calc(100%-28px)_100%,0_100%)] rtl:[clip-path:polygon(0_0,100%_0,100%_100%,28px_100%)] -ms-4">
            <Logo />
          </div>
          <nav aria-label="Main" className="ms-6 flex items-stretch">
            <LazyCategoryMenu
              buttonClass={`flex items-center px-4 text-[15px] font-medium hover:bg-white/10 ${location.startsWith('/catalog') ? 'shadow-[inset_0_-3px_0_#e52727] text-white' : 'text-white/85'}`}
            />
            {menu.map((item) => {
              const active = item.href === '/' ? location === '/' : location.startsWith(item.href);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center px-4 text-[15px] font-medium hover:bg-white/10 ${active ? 'shadow-[inset_0_-3px_0_#e52727] text-white' : 'text-white/85'}`}
                >
                  {item.label}
                </Link>
              );
            })}
          </nav>
        </div>
      </div>
    </header>
  );
}
