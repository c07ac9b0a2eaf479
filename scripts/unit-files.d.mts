// Types of unit-files.mjs for vitest.config.ts.
export declare const isolating: RegExp;
export declare function unitTestFiles(): string[];
export declare function unitFilesByIsolation(): { shared: string[]; isolated: string[] };
