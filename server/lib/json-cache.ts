// Serialised JSON of answers that are served again and again: the catalogue's answer cache keeps each answer's
// JSON text in its entry (where it is counted against the cache's memory bound) and registers it here by the
// answer object, weakly, so a route answering that same object sends the text without stringifying it again.
import type { Context } from 'hono';

const texts = new WeakMap<object, string>();

/** `text` is `JSON.stringify(value)`, made by whoever keeps `value` unchanged (the answer cache). */
export function keepJsonText(value: unknown, text: string): void {
  if (typeof value === 'object' && value !== null) texts.set(value, text);
}

/** Answers `body` as JSON, or `{ [key]: body }` when a key is given, with the kept text of `body` if there is one. */
export function cachedJson(c: Context, body: object, key?: string): Response {
  const text = texts.get(body) ?? JSON.stringify(body);
  return c.body(key ? `{${JSON.stringify(key)}:${text}}` : text, 200, { 'Content-Type': 'application/json' });
}
