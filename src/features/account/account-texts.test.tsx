// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Failure, type FailureStep, FailureText } from './account-texts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const say = (step: FailureStep, failure: Failure) =>
  render(
    <I18nProvider i18n={i18n}>
      <FailureText step={step} failure={failure} />
    </I18nProvider>,
  ).container.textContent;

describe('the words of a failed call', () => {
  it('a limit reached: how many minutes to wait, rounded up', () => {
    const limited = { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' };
    expect(say('signIn', { ...limited, retryAfter: 540 })).toBe('Too many attempts, try again in 9 minutes');
    expect(say('code', { ...limited, retryAfter: 20 })).toBe('Too many attempts, try again in 1 minute');
    // Without Retry-After, the server's own words.
    expect(say('signIn', limited)).toBe('Too many attempts.');
  });

  it('no answer from the server', () => {
    const network = { code: 'NETWORK', message: 'fetch failed' };
    expect(say('signIn', network)).toBe('Sign-in failed: Network error or server not reachable');
    expect(say('signUp', network)).toBe('Sign-up failed: Network error or server not reachable');
    expect(say('forgot', network)).toBe('Forgot password failed: Network error or server not reachable');
    expect(say('reset', network)).toBe('Reset password failed: Network error or server not reachable');
  });

  it("the server's message, or the shop's own words when there is none", () => {
    const refused = { code: 'INVALID_CREDENTIALS', message: 'Wrong email address or password.' };
    expect(say('signIn', refused)).toBe('Wrong email address or password.');
    expect(say('signUp', { code: 'EMAIL_TAKEN', message: 'Taken.' })).toBe('Sign-up failed: Taken.');
    expect(say('reset', { code: 'RESET_TOKEN_INVALID', message: 'Expired.' })).toBe(
      'Reset password failed: Expired.',
    );
    const unknown = { code: 'UNKNOWN', message: 'TypeError: x is undefined' };
    expect(say('signIn', unknown)).toBe('Unknown error');
    expect(say('signUp', unknown)).toBe('Unknown error');
    expect(say('forgot', unknown)).toBe('Failed to send reset email');
    expect(say('reset', unknown)).toBe('Failed to reset password');
  });
});
