// Files only the shop's own user may read: DATA_DIR (the embedded database, keys, pictures) is 0700 and every
// secret in it 0600. A folder or file that is ours but wider is tightened; one that is not ours is only warned
// about (it cannot be changed, and the operator must see it). Mode bits mean nothing on Windows.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import type { Logger } from './logger';

const othersMayRead = (mode: number) => (mode & 0o077) !== 0;
// userInfo().uid is -1 where there are no user ids (Windows): every file counts as ours there.
const isOurs = (uid: number) => {
  const ours = userInfo().uid;
  return ours === -1 || ours === uid;
};

/** Tightens `path` to `mode` when others may read it: ours → chmod (true), not ours → warned (false). */
function keepTo(path: string, mode: number, what: string, logger?: Logger): boolean {
  const stat = statSync(path);
  if (!othersMayRead(stat.mode)) return true;
  const was = (stat.mode & 0o777).toString(8);
  if (!isOurs(stat.uid)) {
    logger?.warn(
      { path, mode: was },
      `${what} is readable by other users and not owned by the shop's user; make it ${mode.toString(8)}`,
    );
    return false;
  }
  chmodSync(path, mode);
  logger?.info({ path, was, now: mode.toString(8) }, `${what} was readable by other users; tightened`);
  return true;
}

/** Makes DATA_DIR (and any missing parent) 0700, or tightens it when it exists and is ours. */
export function prepareDataDir(dataDir: string, logger?: Logger): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepTo(dataDir, 0o700, 'DATA_DIR', logger);
}

/** Tightens an existing secret file to 0600 (see keepTo); a missing one is fine. */
export function keepSecretFilePrivate(path: string, logger?: Logger): void {
  if (existsSync(path)) keepTo(path, 0o600, 'a secret file', logger);
}

/**
 * Writes a secret file with mode 0600, all at once: the content goes to a temporary file beside it that is then
 * linked into place, so no reader ever sees it half written and no other process's file is overwritten. Its
 * folder is made 0700 when missing. Returns false (and writes nothing) when the file already exists.
 */
export function writeSecretFile(path: string, content: string | Uint8Array): boolean {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, typeof content === 'string' ? Buffer.from(content) : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}
