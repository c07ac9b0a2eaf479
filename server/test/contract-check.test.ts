// @engines: pglite
// The contract check itself: an answer its description does not allow fails the request that got it.
import { Hono } from 'hono';
import * as v from 'valibot';
import { expect, it, describe as suite } from 'vitest';
import { describe } from '../lib/openapi/describe';
import { openApiRoutes } from '../lib/openapi/document';
import { checkAnswersAgainstContract } from './contract-check';

/** An API whose one call promises { count: number } or a 404 NOT_FOUND, and answers what `?answer=` asks. */
function tinyApp() {
  const api = new Hono().get(
    '/count',
    describe({
      tag: 'test',
      summary: 'A count',
      answers: { 200: v.object({ count: v.number() }) },
      errors: { 404: ['NOT_FOUND'] },
    }),
    (c) => {
      switch (c.req.query('answer')) {
        case 'text':
          return c.json({ count: 'three' });
        case 'teapot':
          return c.json({ count: 3 }, 418);
        case 'other-error':
          return c.json({ error: 'GONE', message: 'gone' }, 404);
        default:
          return c.json({ count: 3 });
      }
    },
  );
  api.route(
    '/',
    openApiRoutes(() => api),
  );
  const app = new Hono().route('/api', api);
  checkAnswersAgainstContract(app);
  return app;
}

suite('the API contract check', () => {
  const app = tinyApp();

  it('passes an answer its description allows', async () => {
    expect((await app.request('/api/count')).status).toBe(200);
  });

  it('fails a body of the wrong shape', async () => {
    await expect(app.request('/api/count?answer=text')).rejects.toThrow(/GET \/count answered 200 .*count/);
  });

  it('fails a status the description does not list', async () => {
    await expect(app.request('/api/count?answer=teapot')).rejects.toThrow(/answered 418/);
  });

  it('fails an error code the description does not list', async () => {
    await expect(app.request('/api/count?answer=other-error')).rejects.toThrow(/answered 404/);
  });
});
