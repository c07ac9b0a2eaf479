// Every error leaves the server as JSON { error, message } in the caller's language; bad input is a 4xx.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestLocale } from './locale';
import { type TextKey, text } from './messages';

export const apiError = (c: Context, status: ContentfulStatusCode, error: string, key: TextKey) =>
  c.json({ error, message: text(key, requestLocale(c)) }, status);
