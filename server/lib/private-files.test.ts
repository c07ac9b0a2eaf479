// @engines: pglite
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepSecretFilePrivate, prepareDataDir, writeSecretFile } from './private-files';

const root = mkdtempSync(join(tmpdir(), 'bildeler-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('prepareDataDir', () => {
  it('makes a missing DATA_DIR, and its missing parents, 0700', () => {
    const dir = join(root, 'new', 'data');
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, 'new'))).toBe(0o700);
  });

  it('tightens an existing DATA_DIR of ours and leaves its files alone', () => {
    const dir = join(root, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'kept.txt'), 'x');
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(readFileSync(join(dir, 'kept.txt'), 'utf8')).toBe('x');
  });
});

describe('writeSecretFile', () => {
  it('writes 0600, in a 0700 folder it makes, and leaves no temporary file', () => {
    const file = join(root, 'secret-dir', 'admin.txt');
    expect(writeSecretFile(file, 'first')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(join(root, 'secret-dir'))).toBe(0o700);
    expect(readdirSync(join(root, 'secret-dir'))).toEqual(['admin.txt']);
  });

  it('never replaces a file that is there: answers false and keeps the first', () => {
    const file = join(root, 'once.json');
    expect(writeSecretFile(file, '{"a":1}')).toBe(true);
    expect(writeSecretFile(file, '{"a":2}')).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
    expect(readdirSync(root).filter((name) => name.startsWith('once.json'))).toEqual(['once.json']);
  });
});

describe('keepSecretFilePrivate', () => {
  it('tightens a secret file of ours that others may read; a missing one is fine', () => {
    const file = join(root, 'wide.json');
    writeFileSync(file, '{}');
    chmodSync(file, 0o644);
    keepSecretFilePrivate(file);
    expect(modeOf(file)).toBe(0o600);
    expect(() => keepSecretFilePrivate(join(root, 'missing.json'))).not.toThrow();
  });
});
