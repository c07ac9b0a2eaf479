// The answer of /api/payment the app does not read, as the API document describes it (GET /payment/methods:
// src/domain/checkout-schemas.ts).
import * as v from 'valibot';

export const Received = v.object({ received: v.literal(true) });
