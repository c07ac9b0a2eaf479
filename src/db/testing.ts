// Test helpers for db/: a fresh database per test (fake-indexeddb in the unit project) and sample records.
// Not imported by the app.
import type { OutboxRequest } from '../domain/outbox';
import type { ProductSummary } from '../domain/product';
import { AppDB } from './schema';

export const uniqueName = (): string => `test-${crypto.randomUUID()}`;

export const freshDb = (): AppDB => new AppDB(uniqueName());

export const sampleProduct = (
  articleId: number,
  overrides: Partial<ProductSummary> = {},
): ProductSummary => ({
  articleId,
  articleNumber: `0 986 ${articleId}`,
  articleName: 'Bremseskive',
  name: `Bosch bremseskive ${articleId}`,
  alfa: `Bosch 0 986 ${articleId}`,
  mfrName: 'BOSCH',
  brandSlug: 'bosch',
  articleText: [],
  images: [],
  price: 499,
  discount: null,
  stock: 'in-stock',
  rating: 4,
  reviews: 2,
  tags: [],
  criteria: [],
  ...overrides,
});

export const outboxRequest = (stream: string, n: number): OutboxRequest => ({
  stream,
  method: 'POST',
  path: `/${stream}/${n}`,
  body: { n },
});

export const paths = (entries: { path: string }[]): string[] => entries.map((entry) => entry.path);
