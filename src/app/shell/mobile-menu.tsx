import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Drawer } from '../../components/drawer';
import { ChevronEndIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { VatSwitch } from '../../components/vat-switch';
import { languages } from '../../domain/locale';
import { useCurrency } from '../../lib/currency';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useLanguage } from '../../lib/use-language';
import { CurrencyPanel } from './currency-menu';
import { LazyMobileCategoryPanel } from './lazy-category-menu';
import { useInformationLinks, useMainMenu, useMyAccountLink } from './nav-links';

type PanelId = 'main' | 'language' | 'currency' | 'information' | 'categories';

/** Mobile menu: language setting, links; nested panels slide in and back. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [stack, setStack] = useState<PanelId[]>(['main']);
  const push = (panel: PanelId) => setStack((s) => [...s, panel]);
  const back = () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
  const close = () => {
    onClose();
    setTimeout(() => setStack(['main']), 300);
  };
  const depthOf = (panel: PanelId) => stack.indexOf(panel);
  const current = stack.length - 1;

  return (
    <Drawer
      open={open}
      onClose={close}
      title={<Trans>Menu</Trans>}
      closeLabel={t`Close menu`}
      width="w-[min(320px,88vw)]"
      testId="mobile-menu"
    >
      <div className="relative flex-1">
        <Panel id="main" depth={depthOf('main')} current={current}>
          <MainPanel push={push} onNavigate={close} />
        </Panel>
        <Panel id="categories" depth={depthOf('categories')} current={current}>
          <LazyMobileCategoryPanel onBack={back} onNavigate={close} />
        </Panel>
        <Panel id="language" depth={depthOf('language')} current={current}>
          <BackButton onClick={back} title={t`Language`} />
          <LanguagePanel />
        </Panel>
        <Panel id="currency" depth={depthOf('currency')} current={current}>
          <BackButton onClick={back} title={t`Currency`} />
          <CurrencyPanel rowClass={rowClass} />
        </Panel>
        <Panel id="information" depth={depthOf('information')} current={current}>
          <BackButton onClick={back} title={t`Information`} />
          <InformationPanel onNavigate={close} />
        </Panel>
      </div>
    </Drawer>
  );
}

/** A panel slides in from the inline end when pushed and back out when popped. */
function Panel({
  id,
  depth,
  current,
  children,
}: {
  id: PanelId;
  depth: number;
  current: number;
  children: ReactNode;
}) {
  const position = depth === -1 ? 'after' : depth < current ? 'before' : depth === current ? 'here' : 'after';
  const transform = {
    before: '-translate-x-1/3 rtl:translate-x-1/3 invisible',
    here: 'translate-x-0',
    after: 'translate-x-full rtl:-translate-x-full invisible',
  }[position];
  return (
    <div
      data-panel={id}
      data-state={position}
      aria-hidden={position !== 'here'}
      className={`absolute inset-0 overflow-y-auto bg-white transition-[transform,visibility] duration-300 ease-out ${transform}`}
    >
      {children}
    </div>
  );
}

const rowClass =
  'flex w-full items-center justify-between gap-3 border-b border-gray-100 px-4 py-3 text-start hover:bg-gray-50';

function MainPanel({ push, onNavigate }: { push: (panel: PanelId) => void; onNavigate: () => void }) {
  const menu = useMainMenu();
  const account = useMyAccountLink();
  const { user, signOut } = useSession();
  const settings = useSettings();
  const { locale } = useLanguage();
  const language = languages.find((l) => l.locale === locale);
  const { chosen } = useCurrency();
  return (
    <>
      <button type="button" className={rowClass} onClick={() => push('language')}>
        <span>
          <Trans>Language</Trans>
        </span>
        <span className="flex items-center gap-1 text-ink-soft">
          {language?.name}
          <ChevronEndIcon width={16} height={16} />
        </span>
      </button>
      <button
        type="button"
        className={rowClass}
        onClick={() => push('currency')}
        data-testid="mobile-currency"
      >
        <span>
          <Trans>Currency</Trans>
        </span>
        <span className="flex items-center gap-1 text-ink-soft">
          <span dir="ltr">{chosen}</span>
          <ChevronEndIcon width={16} height={16} />
        </span>
      </button>
      <VatSwitch className="mx-4 my-3" />
      <button type="button" className={rowClass} onClick={() => push('categories')}>
        <Trans>Categories</Trans>
        <ChevronEndIcon width={16} height={16} />
      </button>
      <nav aria-label="Mobile">
        {menu.map((item) => (
          <Link key={item.href} href={item.href} onClick={onNavigate} className={rowClass}>
            {item.label}
          </Link>
        ))}
        <Link href={account.href} onClick={onNavigate} className={rowClass} data-testid="mobile-account-link">
          {account.label}
          {user && <span className="truncate text-sm text-ink-soft">{user.firstName || user.email}</span>}
        </Link>
      </nav>
      {user && (
        <button
          type="button"
          className={rowClass}
          onClick={() => {
            onNavigate();
            signOut();
          }}
        >
          <Trans>Log out</Trans>
        </button>
      )}
      <button type="button" className={rowClass} onClick={() => push('information')}>
        <Trans>Information</Trans>
        <ChevronEndIcon width={16} height={16} />
      </button>
      {settings && (
        <div className="space-y-3 px-4 py-5 text-sm text-ink-soft">
          <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="flex items-center gap-2">
            <PhoneIcon width={16} height={16} />
            <span dir="ltr">{settings.phone}</span>
          </a>
          <a href={`mailto:${settings.email}`} className="flex items-center gap-2">
            <MailIcon width={16} height={16} />
            {settings.email}
          </a>
        </div>
      )}
    </>
  );
}

function LanguagePanel() {
  const { locale, choose } = useLanguage();
  return (
    <ul>
      {languages.map((language) => (
        <li key={language.locale}>
          <button
            type="button"
            className={rowClass}
            aria-pressed={language.locale === locale}
            onClick={() => choose(language.locale)}
          >
            <span dir={language.direction}>{language.name}</span>
            {language.locale === locale && <span className="h-2.5 w-2.5 rounded-full bg-brand" />}
          </button>
        </li>
      ))}
    </ul>
  );
}

function InformationPanel({ onNavigate }: { onNavigate: () => void }) {
  const links = useInformationLinks();
  return (
    <nav>
      {links.map((item) => (
        <Link key={item.href} href={item.href} onClick={onNavigate} className={rowClass}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

function BackButton({ onClick, title }: { onClick: () => void; title: string }) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 bg-gray-50 px-2 py-2">
      <button type="button" onClick={onClick} className="rounded p-2 hover:bg-gray-200" aria-label={t`Back`}>
        <ChevronEndIcon className="rotate-180" />
      </button>
      <span className="font-semibold">{title}</span>
    </div>
  );
}
