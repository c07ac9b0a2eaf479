// expect lint/style/noRestrictedImports: only *.test.ts import vitest
// A test kit in a route folder that brings its own expectations.
import { expect } from 'vitest';

export const used = expect;
