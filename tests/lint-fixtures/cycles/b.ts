// expect lint/suspicious/noImportCycles: This import is part of a cycle
// The other half of the cycle in a.ts.
import type { A } from './a';

export type B = { next: A | null };
