// The unit layer's split (scripts/unit-files.mjs): a file that replaces a module, a global or the DOM is loaded afresh;
// the others share modules. A file in the wrong list would leak what it replaces into the files after it.
import { describe, expect, it } from 'vitest';
import { isolating, unitFilesByIsolation, unitTestFiles } from '../scripts/unit-files.mjs';

describe('unit files by isolation', () => {
  it('isolates a file that draws in happy-dom, mocks a module or stubs a global or env var', () => {
    // Written so that this file's own text has none of them: it shares modules.
    for (const text of [
      `// @vitest-${'environment'} happy-dom`,
      `vi.${'mock'}('./client', () => ({}));`,
      `vi.${'doMock'}('../db/db');`,
      `vi.${'stubGlobal'}('fetch', fake);`,
      `vi.${'stubEnv'}('MODE', 'test');`,
      `vi.${'resetModules'}();`,
    ]) {
      expect(isolating.test(text), text).toBe(true);
    }
    for (const text of ['vi.fn()', 'vi.useFakeTimers();', 'vi.spyOn(console, "error")', 'const mock = 1;']) {
      expect(isolating.test(text), text).toBe(false);
    }
  });

  it('puts every unit file in exactly one list, the mocking ones isolated', () => {
    const { shared, isolated } = unitFilesByIsolation();
    expect([...shared, ...isolated].sort()).toEqual(unitTestFiles().sort());
    expect(new Set([...shared, ...isolated]).size).toBe(shared.length + isolated.length);
    expect(isolated).toContain('src/api/search.test.ts');
    expect(shared).toContain('src/domain/quick-order.test.ts');
    expect(shared).toContain('tests/unit-files.test.ts');
  });
});
