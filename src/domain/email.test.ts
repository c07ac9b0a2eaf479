import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ola@example.no', 'a@b', ' kari.nordmann+bil@firma.no ', 'x@localhost'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ola', '@example.no', 'ola@', 'ola@@example.no', 'ola nordmann@example.no', 'a@b@c'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
