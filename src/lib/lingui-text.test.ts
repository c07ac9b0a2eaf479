import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { keepValues } from './lingui-text';
import { hookedSearch, searchOf } from './search-hook';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const translate = keepValues(i18n._.bind(i18n));
const say = (text: string) => translate({ id: 'x', message: 'Results for “{text}”', values: { text } });

describe('keepValues (what `t` calls)', () => {
  it.each([
    '\\u003cscript\\u003e__xss(1)\\u003c/script\\u003e',
    '\\x3cimg src=x\\x3e',
    '<0>bold</0> and <script>x</script>',
    'C:\\new\\table',
    'plain text',
  ])('keeps %s as it was', (text) => {
    expect(say(text)).toBe(`Results for “${text}”`);
  });

  it('leaves the message itself to Lingui (its own escapes still decode)', () => {
    expect(translate({ id: 'y', message: 'a\\u00a0b {n}', values: { n: 1 } })).toBe('a\u00a0b 1');
  });

  it('shows what Lingui alone would do with such a value', () => {
    // A descriptor in a variable: the catalog extractor only collects literal ones, and this is no shop text.
    const descriptor = { id: 'x', message: 'Results for “{text}”', values: { text: '\\u003cb\\u003e' } };
    const plain = i18n._(descriptor);
    expect(plain).toBe('Results for “<b>”');
  });
});

describe('the search hook', () => {
  it.each(['search=%253Cscript%253E', 'q=100%25&x=%7B%7D', 'a=%E2%80%AE%3C', 'search={}|^'])(
    'hands wouter %s so that its decodeURI gives it back as it stands',
    (query) => {
      expect(decodeURI(hookedSearch(query))).toBe(query);
      expect(searchOf(hookedSearch(query))).toBe(query);
    },
  );
});
