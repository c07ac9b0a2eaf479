// Password hashing: argon2id at the parameters of OWASP ASVS 5.0 Appendix C (m = 19 MiB, t = 2, p = 1). At most
// `hashSlots` hashes run at once in a process (each takes 19 MiB and ~50–100 ms of a core); the rest wait their
// turn, so a flood of sign-ins queues instead of exhausting memory. Also used for two-factor backup codes.
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's enum is `const` in its types and empty at run time. */
const argon2id = 2 as Algorithm;
export const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const hashSlots = 2;

/** Runs at most `slots` tasks at once; the others wait in arrival order. */
export function createSemaphore(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const inTurn = createSemaphore(hashSlots);

export const hashPassword = (password: string): Promise<string> =>
  inTurn(() => hash(password, argon2Options));

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  inTurn(() => verify(stored, password).catch(() => false));

// An unknown address at sign-in still costs one verify, so its answer takes as long as a wrong password's. The
// dummy hash is made when the routes are built (`prepareDummyHash`), so not even the first such answer is slower.
let dummy: Promise<string> | undefined;
export const prepareDummyHash = () => {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  return dummy;
};
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
