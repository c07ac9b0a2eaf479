// @engines: pglite postgres
// Runs on PostgreSQL without saying why: rejected.
import { expect, it } from 'vitest';

it('answers', () => expect(1).toBe(1));
