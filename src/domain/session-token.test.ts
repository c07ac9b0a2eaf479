import { describe, expect, it } from 'vitest';
import { tokenSubject } from './session-token';

// A token as the server signs it: header.payload.signature, each base64url.
const token = (payload: object) =>
  ['{"alg":"HS256"}', JSON.stringify(payload), 'sig']
    .map((part) => btoa(part).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
    .join('.');

describe('tokenSubject', () => {
  it("reads the user's id from a session token", () => {
    expect(tokenSubject(token({ sub: '42', role: 'CUSTOMER', ver: 0 }))).toBe('42');
  });

  it('is null for anything that is not a readable JWT', () => {
    expect(tokenSubject('')).toBeNull();
    expect(tokenSubject('abc')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(token({ role: 'ADMIN' }))).toBeNull();
  });
});
