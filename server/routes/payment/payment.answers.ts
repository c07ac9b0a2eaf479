// The answers of /api/payment, as the API document describes them.
import * as v from 'valibot';

export const PaymentMethods = v.object({ methods: v.array(v.picklist(['store', 'invoice', 'vipps'])) });
export const Received = v.object({ received: v.literal(true) });
