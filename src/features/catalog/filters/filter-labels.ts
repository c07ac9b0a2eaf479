import { useLingui } from '@lingui/react/macro';
import type { Filter } from '../../../api/products';
import { usePriceVat, useShownCurrency } from '../../../components/price';
import { formatAmount, formatPrice, rangeUnits } from '../../../domain/money';
import type { ActiveFilter, Discount } from '../../../domain/product-list';
import type { GarageVehicle } from '../../../domain/vehicle';
import { useLanguage } from '../../../lib/use-language';
import { shortModel } from '../../vehicle/garage-vehicle';

/** Swatch colours of the catalogue's colour values; an unknown value gets a neutral swatch. */
export const swatches: Record<string, string> = {
  black: '#1a1a1a',
  silver: '#c4c8cc',
  white: '#ffffff',
  grey: '#80868b',
  red: '#d32f2f',
  blue: '#1e5fd6',
};

type VehicleFacet = Extract<Filter, { type: 'vehicle' }>;

/** The words of the filters: section titles, colour and discount names, the text of each chip. */
export function useFilterLabels() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { code, rate } = useShownCurrency();
  const vat = usePriceVat();
  const titles: Record<string, string> = {
    category: t`Category`,
    vehicle: t`Vehicle`,
    price: vat === 'excl' ? t`Price excl. VAT` : vat === 'incl' ? t`Price incl. VAT` : t`Price`,
    brand: t`Brand`,
    discount: t`Discount`,
    rating: t`Rating`,
    color: t`Colour`,
  };
  const colours: Record<string, string> = {
    black: t`Black`,
    silver: t`Silver`,
    white: t`White`,
    grey: t`Grey`,
    red: t`Red`,
    blue: t`Blue`,
  };
  const discountNames: Record<Discount, string> = { any: t`All`, yes: t`On sale`, no: t`Not on sale` };
  const stars = (n: number) => t`${n} of 5 stars`;
  // Isolated left to right (U+2066 … U+2069): inside Arabic text "309–1,290 kr" would otherwise read backwards.
  // The filter is NOK incl. MVA; it is shown in the display currency (ex. MVA for a business account that sees
  // prices so), its bounds rounded outwards (money.ts rangeUnits).
  const priceRange = (range: [number, number]) => {
    const [min, max] = rangeUnits(range, rate);
    return `\u2066${formatAmount(min, { locale })}–${formatPrice(max, { locale, currency: code })}\u2069`;
  };
  const colour = (slug: string) => colours[slug] ?? slug;

  /** What a chip says; `names` holds brand names by slug, `vehicle` the name of the vehicle in effect. */
  const chip = (active: ActiveFilter, names: Map<string, string>, vehicle: string) => {
    switch (active.slug) {
      case 'vehicle': {
        const name = vehicle || `#${active.value}`;
        return t`Fits: ${name}`;
      }
      case 'price': {
        const range = priceRange(active.value);
        return vat === 'excl' ? t`Price excl. VAT: ${range}` : t`Price: ${range}`;
      }
      case 'brand':
        return names.get(active.value) ?? active.value;
      case 'color':
        return colour(active.value);
      case 'rating':
        return stars(active.value);
      default:
        return discountNames[active.value];
    }
  };
  return {
    title: (slug: string) => titles[slug] ?? slug,
    colour,
    discountNames,
    stars,
    priceRange,
    chip,
  };
}

/** "GOLF VII 1.6 TDI": the model (without chassis codes) and engine, as the catalogue or the garage names them. */
export function vehicleName(facet: VehicleFacet | undefined, garage: GarageVehicle | null, carId?: number) {
  if (facet?.vehicle && facet.vehicle.carId === carId) {
    return [shortModel(facet.vehicle.modelname), facet.vehicle.typeName].filter(Boolean).join(' ');
  }
  if (garage && garage.id === carId)
    return [shortModel(garage.model), garage.engine].filter(Boolean).join(' ');
  return '';
}
