// @engines: postgress
// A misspelt engine: rejected.
import { expect, it } from 'vitest';

it('answers', () => expect(1).toBe(1));
