// Types of api-engines.mjs for vitest.config.ts.
export declare const reasons: string[];
export declare function engineTag(text: string): { engines: ('pglite' | 'postgres')[] } | { error: string };
export declare function apiTestFiles(dir?: string): string[];
export declare function untagged(files: string[]): string[];
export declare function filesOn(engine: 'pglite' | 'postgres'): string[];
