// Order tracking: POST /api/order/track { number, email } → { order: { number, status, created } }.
import * as v from 'valibot';
import { orderStatuses, type TrackOrderQuery } from '../domain/order';
import { request } from './client';

const TrackedOrderDto = v.object({
  order: v.object({
    number: v.string(),
    status: v.picklist(orderStatuses),
    created: v.pipe(v.string(), v.isoTimestamp()),
    updated: v.pipe(v.string(), v.isoTimestamp()),
  }),
});

export type TrackedOrder = {
  number: string;
  status: (typeof orderStatuses)[number];
  created: Date;
  updated: Date;
};

export async function trackOrder(query: TrackOrderQuery): Promise<TrackedOrder> {
  const { order } = await request(TrackedOrderDto, '/order/track', { method: 'POST', body: query });
  return { ...order, created: new Date(order.created), updated: new Date(order.updated) };
}
