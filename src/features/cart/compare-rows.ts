import type { ProductSummary } from '../../domain/product';

/** Every criteria name of the compared products, in the order they first appear. */
export function criteriaNames(products: readonly ProductSummary[]): string[] {
  return [...new Set(products.flatMap((product) => product.criteria.map((item) => item.name)))];
}

/** The product's value(s) for a criteria name with the unit, or null when it has none ("—" in the table). */
export function criteriaValue(product: ProductSummary, name: string): string | null {
  const values = product.criteria
    .filter((item) => item.name === name)
    .map((item) => (item.unit ? `${item.value} ${item.unit}` : item.value));
  return values.length > 0 ? values.join(', ') : null;
}
