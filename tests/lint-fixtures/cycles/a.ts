// expect lint/suspicious/noImportCycles: This import is part of a cycle
// a.ts and b.ts only import each other's types; with ignoreTypes off that is still a cycle.
import type { B } from './b';

export type A = { next: B | null };
