// The answers of /api/cart, as the API document shows them.
import * as v from 'valibot';
import { PricedCartSchema } from '../../../src/domain/checkout-schemas';

export const CreatedCart = v.object({ success: v.literal(true), cartId: v.string(), cart: PricedCartSchema });
export const UpdatedCart = v.object({ success: v.literal(true), cart: PricedCartSchema });
export const OneCart = v.object({ cart: PricedCartSchema });
export const LatestCart = v.object({ cart: v.nullable(PricedCartSchema) });
