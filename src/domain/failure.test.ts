import { describe, expect, it } from 'vitest';
import { failureOf, formFailureOf } from './failure';

describe('failureOf', () => {
  it('keeps the server code, message, fields and Retry-After of an API error', () => {
    const error = Object.assign(new Error('For mange forsøk'), {
      code: 'TOO_MANY_REQUESTS',
      fields: { email: 'INVALID_EMAIL' },
      retryAfterSeconds: 540,
    });
    expect(formFailureOf(error)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'For mange forsøk',
      fields: { email: 'INVALID_EMAIL' },
      retryAfter: 540,
    });
    expect(failureOf(error)).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'For mange forsøk' });
  });

  it('makes anything else thrown UNKNOWN with its message', () => {
    expect(formFailureOf(new Error('boom'))).toEqual({
      code: 'UNKNOWN',
      message: 'boom',
      fields: {},
      retryAfter: null,
    });
    expect(failureOf('gone')).toEqual({ code: 'UNKNOWN', message: 'gone' });
    expect(failureOf(undefined)).toEqual({ code: 'UNKNOWN', message: '' });
  });
});
