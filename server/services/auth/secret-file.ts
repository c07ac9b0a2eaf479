// Writes a file only its owner may read (0600), and never over an existing one (`wx`): a secret handed to the shop's
// owner once. A stand-in until the shared `writeSecretFile` of server/lib/ is merged.
import { writeFileSync } from 'node:fs';

export function writeSecretFile(path: string, content: string): void {
  writeFileSync(path, content, { mode: 0o600, flag: 'wx' });
}
