import { expect, it } from 'vitest';

// @engines: pglite
// The tag not on the first line: rejected.
it('answers', () => expect(1).toBe(1));
