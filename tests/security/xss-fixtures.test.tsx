// The XSS checks in Node fail on a broken escape, as the lint fixtures prove Biome's rules (scripts/check-lint-
// fixtures.mjs): each fixture in xss-fixtures/ breaks one escape the shop relies on, and the very assertions the
// checks of pages, mails and views make (xss-expect.ts) must throw on it, for every payload that can exploit it,
// while the shop's own way of writing the same thing passes.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupInText } from './xss-app';
import { expectClean, expectDataBlockHolds } from './xss-expect';
import { RawHtmlName, TextName } from './xss-fixtures/raw-html-view';
import { LinguiOwnTrans, ShopTrans } from './xss-fixtures/raw-lingui-trans';
import { escapedLine, mailAround, rawLine } from './xss-fixtures/raw-template';
import { seededPage, unescapedSeedPage } from './xss-fixtures/unescaped-seed';
import { payloads } from './xss-payloads';

/** Payloads with markup that makes an element between tags (xss-check.test.ts says why the others make none). */
const markupPayloads = payloads.filter(
  ({ id }) => ![16, 30, 31, 32, 35, 41, 42, 44, 45, 46, 47, 48].includes(id),
);

const fails = (check: () => void) => {
  try {
    check();
  } catch {
    return true;
  }
  return false;
};

describe('a view that puts a name in as markup', () => {
  it('fails the checks of the app’s views for every payload with markup, and the view as written passes', () => {
    for (const { id, text } of markupPayloads) {
      const broken = renderToStaticMarkup(<RawHtmlName name={text} />);
      expect(
        fails(() => expectClean('a broken view', broken, [text])),
        `payload ${id}`,
      ).toBe(true);
    }
    for (const { text } of payloads)
      expectClean('the view', renderToStaticMarkup(<TextName name={text} />), [text]);
  });
});

describe('a server template or mail that does not escape', () => {
  it('fails the checks of pages and mails for every payload with markup or an attribute’s end', () => {
    for (const { id, text } of [...markupPayloads, ...payloads.filter((p) => [30, 32].includes(p.id))]) {
      const broken = mailAround(rawLine(text));
      expect(
        fails(() => expectClean('a broken mail', broken, [text])),
        `payload ${id}`,
      ).toBe(true);
    }
    for (const { text } of payloads) expectClean('the mail', mailAround(escapedLine(text)), [text]);
  });

  it('fails on payloads already encoded, which it shows decoded', () => {
    for (const id of [44, 45]) {
      const text = payloads[id - 1]?.text ?? '';
      expect(
        fails(() => expectClean('a broken mail', mailAround(rawLine(text)), [text])),
        `payload ${id}`,
      ).toBe(true);
    }
  });
});

describe('a JSON data block that does not escape <', () => {
  it('fails the checks of the server’s pages for payloads that end a script, and the shop’s block passes', () => {
    for (const id of [33, 34, 35]) {
      const text = payloads[id - 1]?.text ?? '';
      const broken = unescapedSeedPage({ '/product': { name: text } }, '<p>x</p>');
      const check = () => {
        expectClean('a broken page', broken, []);
        expectDataBlockHolds('a broken page', broken, [text]);
      };
      expect(fails(check), `payload ${id}`).toBe(true);
    }
    const all = payloads.map(({ text }) => text);
    const page = seededPage({ '/product': { names: all } }, '<p>x</p>');
    expectClean('the page', page, []);
    expectDataBlockHolds('the page', page, all);
  });
});

describe('a message that takes a name through Lingui’s own <Trans>', () => {
  const i18n = setupI18n({ locale: 'no', messages: { no: {} } });
  const draw = (element: ReactElement) => {
    const reported: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void reported.push(args.map(String).join(' '));
    try {
      const html = renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
      return { html, reported: reported.filter((line) => markupInText.test(line)) };
    } finally {
      console.error = consoleError;
    }
  };

  it('fails the text checks for names with tags or escapes, and the shop’s <Trans> passes', () => {
    for (const id of [1, 4, 33, 47]) {
      const text = payloads[id - 1]?.text ?? '';
      const { html } = draw(<LinguiOwnTrans name={text} />);
      expect(
        fails(() => expectClean('a broken message', html, [text])),
        `payload ${id}`,
      ).toBe(true);
    }
    for (const { text } of payloads) {
      const { html, reported } = draw(<ShopTrans name={text} />);
      expectClean('the message', html, [text]);
      expect(reported).toEqual([]);
    }
  });
});
