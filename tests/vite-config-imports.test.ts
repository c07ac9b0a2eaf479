import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';

// Vite checks that its config could be loaded by Node itself (`configLoader: 'native'`, planned as its default) and
// prints a notice for every relative import without a file extension in the config and the modules it loads (once
// per config load: three times a `vite build`). This walks the same modules, the way that check does, from both
// configs Vite loads: vite.config.ts and vitest.config.ts.
const root = resolve(import.meta.dirname, '..');
const hasExtension = /\.(?:[cm]?[jt]sx?|json)$/;

type Node = { type?: string; importKind?: string; exportKind?: string; source?: { value?: unknown } };

/** The module specifiers a file loads at run time (type-only imports are erased and load nothing). */
function runtimeSpecifiers(file: string): string[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    const loads =
      (node.type === 'ImportDeclaration' && node.importKind !== 'type') ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
        node.exportKind !== 'type') ||
      node.type === 'ImportExpression';
    if (loads && typeof node.source?.value === 'string') found.push(node.source.value);
    for (const child of Object.values(node)) visit(child);
  };
  visit(program.body);
  return found;
}

/** Every relative import, in a config and the modules it loads, that names no file extension. */
function configImports(config: string): { modules: number; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue; // a package or a Node built-in: Node resolves those itself
      if (specifier.endsWith('.json')) continue;
      if (hasExtension.test(specifier)) walk(resolve(dirname(file), specifier));
      else {
        missing.push(`${relative(root, file)}: '${specifier}'`);
        walk(resolve(dirname(file), `${specifier}.ts`));
      }
    }
  };
  walk(resolve(root, config));
  return { modules: seen.size, missing };
}

describe('the Vite configs', () => {
  it('vite.config.ts and the modules it loads import each other with file extensions', () => {
    const { modules, missing } = configImports('vite.config.ts');
    expect(modules).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('vitest.config.ts likewise', () => {
    expect(configImports('vitest.config.ts').missing).toEqual([]);
  });
});
