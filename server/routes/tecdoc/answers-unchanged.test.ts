// @engines: pglite postgres (raw-sql)
// The catalogue's answers stay byte-identical for the same data while its queries change (facet summaries,
// one-pass aggregation, indexes): a sample of 300 list, search and lookup addresses is answered and each body's
// SHA-256 compared with answers-unchanged.json, recorded before the rewrite. After a deliberate change of an
// answer, record again with UPDATE_ANSWERS=1 npx vitest run --project api answers-unchanged.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, catalogueAddresses } from '../../test/catalogue-addresses';
import { createTestApp } from '../../test/test-app';

const recordFile = fileURLToPath(new URL('./answers-unchanged.json', import.meta.url));
const scale = 0.1;

let t: Awaited<ReturnType<typeof createTestApp>>;
let addresses: Address[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: scale });
  addresses = await catalogueAddresses(t.db, 300);
});
afterAll(() => t?.close());

async function answer(path: string) {
  const res = await t.app.request(path);
  const body = Buffer.from(await res.arrayBuffer());
  return `${res.status} ${createHash('sha256').update(body).digest('hex')}`;
}

describe('catalogue answers', () => {
  it('are the recorded bytes for a sample of 300 addresses', async () => {
    expect(addresses).toHaveLength(300);
    const answers: Record<string, string> = {};
    for (const { path } of addresses) answers[path] = await answer(path);
    if (process.env.UPDATE_ANSWERS) {
      writeFileSync(recordFile, `${JSON.stringify({ scale, answers }, null, 2)}\n`);
      return;
    }
    const recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as { answers: Record<string, string> };
    expect(Object.keys(answers)).toEqual(Object.keys(recorded.answers));
    const changed = Object.keys(answers).filter((path) => answers[path] !== recorded.answers[path]);
    expect(changed).toEqual([]);
  });
});
