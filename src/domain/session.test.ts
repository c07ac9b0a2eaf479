import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkNewPassword,
  checkSignIn,
  checkSignUp,
  guardOutcome,
  landingPath,
  normaliseCode,
  safeReturnTo,
} from './session';

const customer = { role: 'CUSTOMER' as const, twoFactorEnabled: false };
const admin = { role: 'ADMIN' as const, twoFactorEnabled: true };
const adminWithoutCode = { role: 'ADMIN' as const, twoFactorEnabled: false };

describe('form checks', () => {
  it('sign-in: email required and valid, password required', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({ email: 'REQUIRED', password: 'REQUIRED' });
    expect(checkSignIn({ email: 'kari@', password: 'x' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(checkSignIn({ email: 'kari@example.no', password: 'x' })).toEqual({});
  });

  it('sign-up: a password of 8 to 128 characters', () => {
    expect(checkSignUp({ email: 'a@b.no', password: '1234567' })).toEqual({ password: 'PASSWORD_TOO_SHORT' });
    expect(checkSignUp({ email: 'a@b.no', password: '12345678' })).toEqual({});
    expect(checkSignUp({ email: 'a@b.no', password: 'x'.repeat(128) })).toEqual({});
    expect(checkSignUp({ email: 'a@b.no', password: 'x'.repeat(129) })).toEqual({
      password: 'PASSWORD_TOO_LONG',
    });
  });

  it('a new password typed twice must match', () => {
    expect(checkNewPassword({ password: 'langt-passord', confirm: 'langt-passorD' })).toEqual({
      confirm: 'PASSWORDS_DIFFER',
    });
    expect(checkNewPassword({ password: 'langt-passord', confirm: '' })).toEqual({ confirm: 'REQUIRED' });
    expect(checkNewPassword({ password: 'langt-passord', confirm: 'langt-passord' })).toEqual({});
  });

  it('codes: six digits for the app, any non-empty backup code; spaces and dashes dropped', () => {
    expect(checkCode({ kind: 'totp', code: '123 456' })).toEqual({});
    expect(checkCode({ kind: 'totp', code: '12345' })).toEqual({ code: 'CODE_INVALID' });
    expect(checkCode({ kind: 'totp', code: ' ' })).toEqual({ code: 'REQUIRED' });
    expect(checkCode({ kind: 'backup', code: 'abcde-12345' })).toEqual({});
    expect(normaliseCode('backup', 'abcde-12345')).toBe('ABCDE12345');
    expect(normaliseCode('totp', '123 456')).toBe('123456');
  });
});

describe('where a user lands', () => {
  it('an ADMIN lands on the admin dashboard; others on the return path or the account dashboard', () => {
    expect(landingPath(admin, '/cart')).toBe('/admin/dashboard');
    expect(landingPath(customer, '/cart?x=1')).toBe('/cart?x=1');
    expect(landingPath(customer, null)).toBe('/account/dashboard');
  });

  it('an ADMIN without two-factor sign-in lands on the two-factor page, whatever the return path', () => {
    expect(landingPath(adminWithoutCode, '/admin/orders')).toBe('/account/two-factor');
    expect(landingPath(adminWithoutCode, null)).toBe('/account/two-factor');
  });

  it('never returns to another site or to a sign-in page', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'cart',
      '/account/login',
    ]) {
      expect(safeReturnTo(bad), bad).toBeNull();
    }
    expect(safeReturnTo('/account/reset-password?token=x')).toBeNull();
    expect(safeReturnTo('/account/garage')).toBe('/account/garage');
  });
});

describe('page guards', () => {
  it('lets anyone open an unguarded page', () => {
    expect(guardOutcome(undefined, null, '/cart')).toEqual({ kind: 'allow' });
  });

  it('sends a visitor to sign in with the way back', () => {
    expect(guardOutcome('user', null, '/account/garage?x=1')).toEqual({
      kind: 'login',
      to: '/account/login?returnTo=%2Faccount%2Fgarage%3Fx%3D1',
    });
    expect(guardOutcome('admin', null, '/admin/dashboard')).toEqual({
      kind: 'login',
      to: '/account/login?returnTo=%2Fadmin%2Fdashboard',
    });
  });

  it('refuses an admin page to a customer and allows it to an ADMIN', () => {
    expect(guardOutcome('admin', customer, '/admin/dashboard')).toEqual({ kind: 'refused' });
    expect(guardOutcome('admin', admin, '/admin/dashboard')).toEqual({ kind: 'allow' });
    expect(guardOutcome('user', customer, '/account/dashboard')).toEqual({ kind: 'allow' });
  });

  it('asks an ADMIN without two-factor sign-in to turn it on before an admin page; account pages open', () => {
    expect(guardOutcome('admin', adminWithoutCode, '/admin/dashboard')).toEqual({ kind: 'two-factor' });
    expect(guardOutcome('user', adminWithoutCode, '/account/two-factor')).toEqual({ kind: 'allow' });
  });
});
