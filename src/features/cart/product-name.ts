import type { ProductSummary } from '../../domain/product';

/** The name shown for a product, as the product cards show it. */
export const productName = (product: Pick<ProductSummary, 'articleName' | 'name'>): string =>
  product.articleName || product.name;
