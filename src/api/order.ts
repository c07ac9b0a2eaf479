// Order tracking: POST /api/order/track { number, email } → { order } (src/domain/track-order.ts). Needs the
// network: nothing of it is kept on the device (a tracked order may be someone else's on a shared device).
import type { TrackOrderQuery } from '../domain/order';
import { type TrackedOrder, TrackedOrderAnswer } from '../domain/track-order';
import { request } from './client';

export async function trackOrder(query: TrackOrderQuery): Promise<TrackedOrder> {
  const { order } = await request(TrackedOrderAnswer, '/order/track', { method: 'POST', body: query });
  return order;
}

export type { TrackedOrder };
