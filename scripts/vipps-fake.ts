// The fake Vipps (server/test/vipps-fake.ts) on its own, for `npm run dev` and the e2e run:
//   VIPPS_FAKE_PORT=4010 SHOP_URL=http://127.0.0.1:8080 VIPPS_WEBHOOK_SECRET=… node --import tsx scripts/vipps-fake.ts
// Then start the shop with VIPPS_BASE_URL=http://127.0.0.1:4010 and any VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET,
// VIPPS_SUBSCRIPTION_KEY and VIPPS_MSN. Approvals and aborts are announced to SHOP_URL's webhook (after the
// redirect unless VIPPS_FAKE_WEBHOOK=before|none). POST /_fake/control {down, delayMs, webhookTiming,
// refuseCreates} steers it; POST /_fake/payments/<reference>/amount {value} changes what an open payment asks.
import { startVippsFake, type WebhookTiming } from '../server/test/vipps-fake';

const port = Number(process.env.VIPPS_FAKE_PORT ?? 4010);
const shop = process.env.SHOP_URL?.replace(/\/+$/, '');
const timing = (process.env.VIPPS_FAKE_WEBHOOK ?? 'after') as WebhookTiming;

const fake = await startVippsFake({
  port,
  webhookUrl: shop ? `${shop}/api/payment/vipps/webhook` : undefined,
  webhookSecret: process.env.VIPPS_WEBHOOK_SECRET || undefined,
  webhookTiming: timing,
  // The shop runs on http://localhost or 127.0.0.1 here; Vipps itself takes only an https return address.
  allowHttpReturnUrl: true,
});
console.log(`fake Vipps on ${fake.url}${shop ? `, webhooks to ${shop}` : ''}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
