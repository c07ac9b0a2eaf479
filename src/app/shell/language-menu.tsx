import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { type Locale, languages } from '../../domain/locale';
import { useLanguage } from '../../lib/use-language';

/** Top bar language menu: Norsk, English, العربية. */
export function LanguageMenu() {
  const { t } = useLingui();
  const { locale, choose } = useLanguage();
  const active = languages.find((l) => l.locale === locale);
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-1.5 rounded px-2 py-1 text-sm text-white/90 hover:bg-white/10"
        aria-label={t`Language`}
      >
        <GlobeIcon width={16} height={16} />
        <span>{active?.name}</span>
        <ChevronDownIcon width={14} height={14} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 min-w-40 rounded bg-white py-1 text-ink shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        {languages.map((language) => (
          <MenuItem key={language.locale}>
            <button
              type="button"
              lang={language.locale === 'no' ? 'nb' : language.locale}
              dir={language.direction}
              onClick={() => choose(language.locale as Locale)}
              className={`block w-full px-4 py-2 text-start text-sm data-[focus]:bg-gray-100 ${language.locale === locale ? 'font-bold' : ''}`}
            >
              {language.name}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
