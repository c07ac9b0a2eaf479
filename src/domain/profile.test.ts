import { describe, expect, it } from 'vitest';
import { avatarMaxBytes, checkProfile } from './profile';

const form = { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 912 34 567', avatar: null };

describe('checkProfile', () => {
  it('takes names, a phone of digits, spaces, + and -, and empty fields', () => {
    expect(checkProfile(form)).toEqual({});
    expect(checkProfile({ ...form, firstName: '', lastName: '', phone: '' })).toEqual({});
    expect(checkProfile({ ...form, avatar: { type: 'image/webp', size: avatarMaxBytes } })).toEqual({});
  });

  it('names each wrong field with the code the server would', () => {
    expect(
      checkProfile({
        firstName: 'x'.repeat(101),
        lastName: 'Nord\u0007mann',
        phone: '912 34 567 ext. 2',
        avatar: { type: 'image/gif', size: 10 },
      }),
    ).toEqual({
      firstName: 'TOO_LONG',
      lastName: 'INVALID',
      phone: 'INVALID_PHONE',
      avatar: 'INVALID_IMAGE',
    });
    expect(checkProfile({ ...form, avatar: { type: 'image/png', size: avatarMaxBytes + 1 } })).toEqual({
      avatar: 'TOO_LARGE',
    });
  });
});
