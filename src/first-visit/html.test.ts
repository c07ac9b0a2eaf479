import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assemblePage, type BuildParts } from './html';

const template =
  '<head><!--slot:page--><!--slot:boot--><!--slot:styles--><!--slot:code--></head>' +
  '<body><div id="root"><!--slot:root--></div><!--slot:seed--></body>';
const parts: BuildParts = {
  bootScript: 'boot()',
  styles: 'p{color:red}',
  entry: '/assets/main.js',
  preloads: ['/assets/react.js', '/assets/app.js'],
  root: '<header>shell</header>',
};

describe('assemblePage', () => {
  it('fills the shell: boot script, stylesheet, code to load and the drawn shell', () => {
    expect(assemblePage(template, parts)).toBe(
      '<head><script>boot()</script><style>p{color:red}</style>' +
        '<meta name="app-entry" content="/assets/main.js" />' +
        '<meta name="app-preload" content="/assets/react.js /assets/app.js" /></head>' +
        '<body><div id="root"><header>shell</header></div></body>',
    );
  });

  it('fills a page the server drew: its mark and own code before the boot script, its markup and answers', () => {
    const html = assemblePage(template, {
      ...parts,
      root: '<main><!--slot:seed--> x</main>',
      seed: { url: '/catalog/x', answers: { '/list': { name: '</script>' } } },
      pagePreloads: ['/assets/list.js'],
    });
    expect(html).toMatch(
      /^<head><meta name="server-rendered" content="" \/><meta name="app-preload" content="\/assets\/list.js" \/><script>boot\(\)<\/script>/,
    );
    // One pass: a slot's text inside a part is left as it is.
    expect(html).toContain('<div id="root"><main><!--slot:seed--> x</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="page-seed">{"url":"/catalog/x","answers":{"/list":{"name":"\\u003c/script>"}}}</script></body>',
    );
  });

  it('marks a page drawn as its frame only apart: the boot code starts its code at once', () => {
    const html = assemblePage(template, {
      ...parts,
      root: '<main><h1>Handlekurv</h1></main>',
      seed: { url: '/cart', answers: {} },
      frame: true,
      pagePreloads: ['/assets/cart.js'],
    });
    expect(html).toMatch(
      /^<head><meta name="server-frame" content="" \/><meta name="app-preload" content="\/assets\/cart.js" \/><script>/,
    );
    expect(html).toContain(
      '<script type="application/json" id="page-seed">{"url":"/cart","answers":{}}</script>',
    );
  });

  it('fills the dev page with the source entry', () => {
    expect(assemblePage(template, { dev: true, bootScript: 'boot()', entry: '/src/main.tsx' })).toBe(
      '<head><script>boot()</script><script type="module" src="/src/main.tsx"></script></head>' +
        '<body><div id="root"></div></body>',
    );
  });

  it('refuses a template with a slot missing, twice or out of place', () => {
    expect(() => assemblePage(template.replace('<!--slot:seed-->', ''), parts)).toThrow(/slots/);
    expect(() => assemblePage(`${template}<!--slot:root-->`, parts)).toThrow(/slots/);
  });

  it('index.html holds every slot', () => {
    expect(() => assemblePage(readFileSync('index.html', 'utf8'), parts)).not.toThrow();
  });
});
