// Request bodies past a route's size are refused before they are read: 413 PAYLOAD_TOO_LARGE in the caller's language.
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors';

export const limitBody = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'tooLong') });
