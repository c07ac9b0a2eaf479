// The checker of xss-check.ts on its own: every payload put into markup raw is found, every payload escaped is not,
// the shop's own kinds of markup are not, and a JSON data block a payload ended early is found.
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../server/lib/escape-markup';
import { dataBlocks, injectedMarkup, textsNotShown } from './xss-check';
import { payloads } from './xss-payloads';

/**
 * Payloads that make no element when put raw between tags: no markup (wrong text at worst, which textsNotShown
 * finds), a comment, or an attribute's end (30-32, found in an attribute below).
 */
const textOnly = new Set([16, 30, 31, 32, 35, 41, 42, 44, 45, 46, 47, 48]);

describe('injectedMarkup', () => {
  // A <body> inside a part adds its attributes to the page's body: found in the whole document below.
  it.each(payloads.filter(({ id }) => !textOnly.has(id) && id !== 9))(
    'finds payload $id put into a part of a page raw',
    ({ text }) => {
      expect(injectedMarkup(`<main><p>${text}</p></main>`)).not.toEqual([]);
    },
  );

  it('finds every payload put raw into a whole document, in the head or the body', () => {
    for (const { id, text } of payloads.filter(({ id }) => !textOnly.has(id))) {
      const page = `<!doctype html><html><head><title>${text}</title></head><body><div>${text}</div></body></html>`;
      expect(injectedMarkup(page), `payload ${id}`).not.toEqual([]);
    }
  });

  it('finds payloads that break out of an attribute put in raw', () => {
    for (const id of [28, 29, 30, 32]) {
      const text = payloads[id - 1]?.text ?? '';
      expect(
        injectedMarkup(`<img src="/a.webp" alt="${text}"><a title='${text}' href="/p">x</a>`),
        `${id}`,
      ).not.toEqual([]);
    }
  });

  it('finds an address from data that runs script', () => {
    expect(injectedMarkup(`<a href="${escapeMarkup('javascript:__xss(16)')}">x</a>`)).not.toEqual([]);
    expect(injectedMarkup('<a href=" &#10;jAvAsCrIpT:x()">x</a>')).not.toEqual([]);
    expect(
      injectedMarkup(`<img src="${escapeMarkup('data:text/html,<script>__xss(22)</script>')}">`),
    ).not.toEqual([]);
  });

  it('finds none of the payloads escaped, as text or as an attribute', () => {
    for (const { id, text } of payloads) {
      const safe = escapeMarkup(text);
      const page = `<!doctype html><html><head><title>${safe}</title></head><body><p title="${safe}">${safe}</p><textarea>${safe}</textarea></body></html>`;
      expect(injectedMarkup(page), `payload ${id}`).toEqual([]);
      expect(textsNotShown(page, [text]), `payload ${id}`).toEqual([]);
    }
  });

  it('takes the shop’s own markup as clean, and its own inline script only', () => {
    const boot = 'window.bootstrapped=1';
    const page = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><script>${boot}</script>
      <style>.a{color:red}</style><link rel="icon" href="/favicon.svg"></head><body><svg viewBox="0 0 24 24"><path d="M0 0"/></svg>
      <img src="/api/images/a.webp" alt="Bremseklosser"><form action="/products"><input name="search" value=""></form>
      <a href="/products/bremser-1" target="_blank" rel="noopener">x</a><table><tr><td>1</td></tr></table></body></html>`;
    expect(injectedMarkup(page, { ownScripts: [boot] })).toEqual([]);
    expect(injectedMarkup(page)).toEqual([`<script>${boot}`]);
  });

  it('finds an element exactly as a payload writes it, with no handler left on it', () => {
    expect(injectedMarkup('<p><img src="x"></p>')).not.toEqual([]);
    expect(injectedMarkup('<p><marquee>x</marquee></p>')).not.toEqual([]);
  });
});

describe('JSON data blocks', () => {
  const block = (json: string) =>
    `<!doctype html><html><head><script type="application/json" id="seed">${json}</script></head><body></body></html>`;

  it('finds a block a payload ended early, when < is not escaped', () => {
    for (const id of [33, 34, 35]) {
      const json = JSON.stringify({ name: payloads[id - 1]?.text });
      expect(injectedMarkup(block(json)), `payload ${id}`).not.toEqual([]);
    }
  });

  it('reads every payload back from a block with < escaped', () => {
    const answers = payloads.map(({ text }) => text);
    const page = block(JSON.stringify({ answers }).replace(/</g, '\\u003c'));
    expect(injectedMarkup(page)).toEqual([]);
    expect(dataBlocks(page)).toEqual([{ answers }]);
  });
});

describe('textsNotShown', () => {
  it('reads text as a reader does: not scripts or styles, spacing and case aside', () => {
    const page = '<div><script>hidden()</script><p>Bremse  KLOSSER</p><style>.x{}</style></div>';
    expect(textsNotShown(page, ['bremse klosser', 'hidden()', '.x{}'])).toEqual(['hidden()', '.x{}']);
  });

  it('finds a payload shown decoded rather than as typed', () => {
    const typed = '&lt;img src=x onerror=__xss(44)&gt;';
    expect(textsNotShown(`<p>${typed}</p>`, [typed])).toEqual([typed]);
  });
});
