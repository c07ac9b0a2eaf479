// Test helpers for db/: a fresh database per test (fake-indexeddb in the unit project) and sample records.
// Not imported by the app.
import type { OrderDto } from '../domain/checkout';
import type { OutboxRequest } from '../domain/outbox';
import { sampleAddress } from '../domain/testing';

export { sampleProduct } from '../domain/testing';

import { AppDB } from './schema';

export const uniqueName = (): string => `test-${crypto.randomUUID()}`;

export const freshDb = (): AppDB => new AppDB(uniqueName());

/** An order as the server answers it: Kari's, nothing in it, 1776 kr with shipping, an invoice not yet made. */
export const sampleOrder = (id: number, overrides: Partial<OrderDto> = {}): OrderDto => ({
  _id: id,
  id,
  number: `BD-${id}`,
  token: `tok-${id}`,
  created: '2026-11-25T20:00:00.000Z',
  status: 'PENDING',
  email: 'kari@example.no',
  items: [],
  quantity: 3,
  subtotal: 1647,
  shippingCharges: 129,
  tax: 355.2,
  totals: [],
  total: 1776,
  shippingAddress: sampleAddress(),
  billingAddress: sampleAddress(),
  pickup: false,
  pickupShop: null,
  payment: { method: 'invoice', status: 'PENDING', reference: null },
  cartId: null,
  userId: null,
  reference: null,
  vehicle: null,
  ...overrides,
});

export const outboxRequest = (stream: string, n: number): OutboxRequest => ({
  stream,
  method: 'POST',
  path: `/${stream}/${n}`,
  body: { n },
});

export const paths = (entries: { path: string }[]): string[] => entries.map((entry) => entry.path);
