import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '../../../components/drawer';
import { FilterSidebar, type SidebarProps } from './filter-sidebar';

/**
 * The filters on small screens: a drawer from the inline start (the right in Arabic). Choices apply at once,
 * so the list behind is ready when the drawer closes.
 */
export function FilterDrawer({
  open,
  onClose,
  total,
  ...sidebar
}: SidebarProps & { open: boolean; onClose: () => void; total: number | undefined }) {
  const { t } = useLingui();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={<Trans>Filters</Trans>}
      closeLabel={t`Close filters`}
      width="w-[min(340px,90vw)]"
      testId="filter-drawer"
    >
      <div className="flex-1 overflow-y-auto px-4">
        <FilterSidebar {...sidebar} />
      </div>
      <div className="border-t border-gray-200 p-4">
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          {total === undefined ? <Trans>Show results</Trans> : <Trans>Show results ({total})</Trans>}
        </button>
      </div>
    </Drawer>
  );
}
