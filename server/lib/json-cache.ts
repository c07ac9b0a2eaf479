// Serialised JSON of answers that are served again and again: catalogue answers come from an LRU cache as the
// same objects, so their JSON text is kept beside them (weakly: it goes when the cache drops the object).
import type { Context } from 'hono';

const texts = new Map<string, WeakMap<object, string>>();

/** Answers `body` as JSON, or `{ [key]: body }` when a key is given, stringifying each object only once. */
export function cachedJson(c: Context, body: object, key?: string): Response {
  const slot = key ?? '';
  const byObject = texts.get(slot) ?? new WeakMap<object, string>();
  texts.set(slot, byObject);
  let text = byObject.get(body);
  if (text === undefined) {
    text = key ? `{${JSON.stringify(key)}:${JSON.stringify(body)}}` : JSON.stringify(body);
    byObject.set(body, text);
  }
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
