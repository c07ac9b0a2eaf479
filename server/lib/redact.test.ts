// @engines: pglite
import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

const token = 'c5A_WHA0Pb1-hq4N06GZEY349aWApzX0eZA1HQk9xYz';

describe('redactUrl', () => {
  it.each([
    [`/api/order/token/${token}`, '/api/order/token/[redacted]'],
    ['/api/order/token/a%20b', '/api/order/token/[redacted]'],
    [`/api/auth/reset/${token}`, '/api/auth/reset/[redacted]'],
    [`/api/cart/${token}`, '/api/cart/[redacted]'],
    [`/checkout/${token}`, '/checkout/[redacted]'],
    [`/checkout/${token}?lang=ar`, '/checkout/[redacted]?lang=ar'],
    [`/account/reset-password?token=${token}`, '/account/reset-password?token=[redacted]'],
    [`/x?resetToken=abc&lang=en`, '/x?resetToken=[redacted]&lang=en'],
    [
      '/x?api_key=1&code=123456&password=hunter2&page=2',
      '/x?api_key=[redacted]&code=[redacted]&password=[redacted]&page=2',
    ],
    [`/x?next=${token}`, '/x?next=[redacted]'],
    [`/api/something/new/${token}/more`, '/api/something/new/[redacted]/more'],
    [`https://bildeler.no/checkout/${token}#top`, 'https://bildeler.no/checkout/[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/api/cart/me',
    '/api/cart/create-cart',
    '/api/order/123',
    '/api/order/me?page=2&limit=8',
    '/api/user/avatar/0123456789abcdef0123456789abcdef.webp',
    '/api/payment/vipps/webhook',
    '/products/bremseklosser-foran-bosch-0986494123-til-volkswagen-golf',
    '/api/product/item?id=1&lang=no&search=Bosch%20filter',
    '/track-order',
    '/',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
