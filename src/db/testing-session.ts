// Test helper: a session token as the server makes it (a JWT whose subject is the user's id); only its payload is
// read on the device. Not imported by the app.

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const sessionToken = (userId: string | number, version = 0): string =>
  [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify({ sub: String(userId), role: 'CUSTOMER', ver: version, iss: 'bildeler' })),
    base64url(`signature-${version}`),
  ].join('.');
