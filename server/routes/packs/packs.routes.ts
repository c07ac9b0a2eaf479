import { Hono } from 'hono';
import * as v from 'valibot';
import { PackPageSchema, packPageMax, packPageSize } from '../../../src/domain/pack';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe, errors, limited, machineInput as machineErrors } from '../../lib/openapi/describe';
import { lang, positiveInt } from '../../lib/query';
import { type Limit, limitByIp } from '../../lib/rate-limit';
import { machineInput, validate } from '../../lib/validate';
import { decodeCursor, type PackCursor } from '../../services/packs/pack-cursor';
import { packPage } from '../../services/packs/pack-page';
import { createTurns, type Turns } from '../../services/packs/pack-turns';

/**
 * Pack pages per address in 10 minutes: a 20,000-part vehicle is 10 pages of 2,000, so 30 whole packs (a workshop's
 * devices behind one address) or many refreshes, while one address cannot keep the database busy with packs.
 */
export const packLimit: Limit = { name: 'pack-ip', limit: 300, windowMs: 10 * 60_000 };

/** Pages computed at once in one process, and how long a page waits for its turn before a 503. */
export const packTurns = { atOnce: 2, waitMs: 10_000 };
const retryAfterSeconds = 10;

const cursor = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => decodeCursor(value) !== null, 'cursor is not a cursor of this call'),
    v.transform((value) => decodeCursor(value) as PackCursor),
  ),
);

const PackQuery = v.object({
  lang,
  cursor,
  since: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'since must be a version (ms)'), v.transform(Number)),
  ),
  limit: v.optional(positiveInt('limit', packPageMax), String(packPageSize)),
});

/**
 * GET /api/packs/vehicle/{carId}: a vehicle's offline parts pack, page by page (docs/api.md "Offline parts packs").
 * Not under /api/tecdoc, whose answers the service worker keeps: a pack is kept by the app itself.
 */
export const packRoutes = ({ db }: Deps, turns: Turns = createTurns(packTurns.atOnce, packTurns.waitMs)) =>
  new Hono().get(
    '/vehicle/:carId',
    describe({
      tag: 'packs',
      summary: "A page of a vehicle's offline parts pack (every linked part; since: only the changed ones)",
      answers: { 200: PackPageSchema },
      errors: errors(machineErrors, limited, { 404: ['NOT_FOUND'], 503: ['PACKS_BUSY'] }),
    }),
    validate('param', v.object({ carId: positiveInt('carId') }), machineInput),
    validate('query', PackQuery, machineInput),
    limitByIp(db, packLimit),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const release = await turns.take();
      if (!release) {
        c.header('Retry-After', String(retryAfterSeconds));
        return apiError(c, 503, 'PACKS_BUSY', 'packsBusy');
      }
      try {
        const page = await packPage(db, { carId: c.req.valid('param').carId, ...c.req.valid('query') });
        if (!page) return apiError(c, 404, 'NOT_FOUND', 'vehicleNotFound');
        return c.json(page);
      } finally {
        release();
      }
    },
  );
