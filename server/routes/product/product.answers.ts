// The answer of /api/product the app does not read, as the API document shows it (those it reads are in
// src/domain/: product.ts, article-stock.ts, checkout-schemas.ts).
import * as v from 'valibot';
import { ProductDetailSchema } from '../../../src/domain/product';

/** PUT /product/admin/price: the product as the shop now shows it. */
export const PricedProduct = v.object({ product: ProductDetailSchema });
