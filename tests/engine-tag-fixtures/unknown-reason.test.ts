// @engines: pglite postgres (speed)
// A reason that is none of the engine's: rejected.
import { expect, it } from 'vitest';

it('answers', () => expect(1).toBe(1));
