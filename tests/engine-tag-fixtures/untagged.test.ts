// An API test file without an @engines tag: node scripts/api-engines.mjs must reject it.
import { expect, it } from 'vitest';

it('answers', () => expect(1).toBe(1));
