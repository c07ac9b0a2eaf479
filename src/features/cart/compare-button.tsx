import { useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '../../domain/product';
import { CompareIcon } from './cart-icons';
import { toastIds } from './checkout';
import { SavedToggle } from './saved-toggle';

/** Adds the product to the comparison (pressed when it is there; pressing again takes it out). */
export function CompareButton({
  product,
  withText,
  className,
}: {
  product: ProductSummary;
  withText?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <SavedToggle
      product={product}
      list="compare"
      icon={() => <CompareIcon width={18} height={18} />}
      label={t`Compare`}
      added={{ text: t`Added to comparison`, id: toastIds.compare }}
      failed={t`Could not add to the comparison`}
      withText={withText}
      className={className}
    />
  );
}
