// Session tokens: JWT signed with HS256 (pinned on verify), 7 days like the client's
// token1/user1 cookies. The claims name the user (`sub`), the role and the user's token version: raising the
// version in the database (logout, password change or reset, any two-factor change) ends every older token.
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '../../../src/domain/user';

export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;
const issuer = 'bildeler';

export type TokenClaims = { userId: number; role: UserRole; version: number };

export function signToken(secret: Uint8Array, user: { id: number; role: UserRole; tokenVersion: number }) {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .sign(secret);
}

/** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, malformed). */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer });
    const userId = Number(payload.sub);
    const { role, ver } = payload as { role?: unknown; ver?: unknown };
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof ver !== 'number') return null;
    if (role !== 'CUSTOMER' && role !== 'ADMIN') return null;
    return { userId, role, version: ver };
  } catch {
    return null;
  }
}
