// Which elements and attributes of a page came from a payload (xss-payloads.ts) rather than from the shop's own
// markup: pure, on HTML text parsed as a browser would (parse5). The server's pages and mails are checked as sent;
// the app's views as happy-dom serialises them. Escaped text can make none of these, so the shop's markup has none:
// - an event-handler attribute (on…), srcdoc, formaction, data-xss (the payloads' own mark);
// - a javascript:, vbscript: or data:text/html address in an attribute that loads or links (spaces and control
//   characters ignored, as browsers ignore them), a style with url(javascript…) or expression(;
// - a frame, object, embed, applet, base or <meta http-equiv>;
// - a script that is not one of the page's own (`ownScripts`: its exact text), and a JSON data block that no longer
//   parses or was ended early; a <style> whose text names a payload's call; a tag name with odd characters;
// - an element as a payload writes it (its tag and attributes a payload gives it: <img src="x">, <marquee>, <math>).
import { parse, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';
import { payloads } from './xss-payloads';

type Element = T.Element;
type Node = T.ChildNode | T.Document | T.DocumentFragment;

export type CheckOptions = {
  /** The text of each inline script the page's own template holds (the boot code). */
  ownScripts?: readonly string[];
};

const forbiddenTags = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
const urlAttributes = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'codebase',
  'ping',
]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these at the start of an address
const squeeze = (value: string) => value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
const badUrl = /^(javascript|vbscript|data:text\/html|data:text\/javascript)/;
/** The calls the payloads make when they run. */
export const payloadCall = /__xss|alert\(|confirm\(/;

const isElement = (node: Node): node is Element => 'tagName' in node;

function* elementsOf(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
  if (isElement(node) && node.tagName === 'template') yield* elementsOf((node as T.Template).content);
}

const textOf = (element: Element) =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

const attributesOf = (element: Element) => element.attrs.map((attr) => `${attr.name}=${attr.value}`);

/** Elements with no attribute that the shop never draws, but a payload does. */
const payloadOnlyTags = new Set(['svg', 'video', 'marquee', 'math', 'mtext', 'mglyph', 'animate', 'source']);

/** Each element the payloads make when parsed as markup: its tag and its attributes. */
const payloadElements = payloads.flatMap(({ id, text }) =>
  [...elementsOf(parseFragment(text))].map((element) => ({
    id,
    tag: element.tagName,
    attributes: new Set(attributesOf(element)),
  })),
);

/**
 * The payload that wrote `element`: one that makes an element of its tag with every attribute it has (a filter
 * may have taken some away), or, for a tag the shop never draws, with none.
 */
function writtenBy(element: Element): number | undefined {
  const own = attributesOf(element);
  if (own.length === 0 && !payloadOnlyTags.has(element.tagName)) return undefined;
  return payloadElements.find(
    (made) => made.tag === element.tagName && own.every((attribute) => made.attributes.has(attribute)),
  )?.id;
}

export const parseHtml = (html: string): T.Document | T.DocumentFragment =>
  /^\s*(<!doctype|<html)/i.test(html) ? parse(html) : parseFragment(html);

function problemsOf(element: Element, own: ReadonlySet<string>): string[] {
  const tag = element.tagName;
  const found: string[] = [];
  if (forbiddenTags.has(tag)) found.push(`<${tag}>`);
  if (tag === 'meta' && element.attrs.some((attr) => attr.name === 'http-equiv'))
    found.push('<meta http-equiv>');
  for (const { name, value } of element.attrs) {
    if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction' || name === 'data-xss') {
      found.push(`<${tag} ${name}>`);
    } else if (urlAttributes.has(name) && badUrl.test(squeeze(value))) {
      found.push(`<${tag} ${name}="${value.slice(0, 40)}">`);
    } else if (name === 'style' && /url\(\s*['"]?\s*javascript|expression\(/i.test(value)) {
      found.push(`<${tag} style="${value.slice(0, 40)}">`);
    }
  }
  if (tag === 'script') {
    const type = element.attrs.find((attr) => attr.name === 'type')?.value ?? '';
    const src = element.attrs.find((attr) => attr.name === 'src')?.value;
    const text = textOf(element);
    if (/json/i.test(type)) {
      if (!jsonParses(text)) found.push(`<script type="${type}"> does not parse: ${text.slice(0, 40)}`);
    } else if (src !== undefined || !own.has(text)) {
      found.push(`<script${src === undefined ? '' : ` src="${src.slice(0, 40)}"`}>${text.slice(0, 40)}`);
    }
  }
  if (tag === 'style' && payloadCall.test(textOf(element))) found.push('<style> naming a payload call');
  // A tag name no markup of the shop's has (`<scr<script>` reads as one).
  if (!/^[a-z][a-z0-9-]*$/.test(tag)) found.push(`<${tag.slice(0, 20)}>`);
  const payload = writtenBy(element);
  if (payload !== undefined)
    found.push(`<${tag} ${attributesOf(element).join(' ').slice(0, 40)}> as payload ${payload} writes it`);
  return found;
}

const jsonParses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** What in `html` came from a payload, one line each; [] for a clean page. */
export function injectedMarkup(html: string, options: CheckOptions = {}): string[] {
  const own = new Set(options.ownScripts ?? []);
  return [...elementsOf(parseHtml(html))].flatMap((element) => problemsOf(element, own));
}

const skippedText = new Set(['script', 'style', 'template', 'noscript', 'title']);

/** The text a reader gets from `html`: its text nodes outside script, style, template and noscript, in order. */
export function shownText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && skippedText.has(node.tagName)) return;
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseHtml(html));
  return normalise(parts.join(''));
}

/** Spacing and case aside (lists print brands in capitals). */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** Which of `texts` `html` does not show as text. */
export function textsNotShown(html: string, texts: readonly string[]): string[] {
  const shown = shownText(html);
  return texts.filter((text) => !shown.includes(normalise(text)));
}

/** The data blocks (<script type="application/json">) of a page, parsed; a block that does not parse is left out. */
export function dataBlocks(html: string): unknown[] {
  return [...elementsOf(parseHtml(html))]
    .filter(
      (element) =>
        element.tagName === 'script' &&
        /json/i.test(element.attrs.find((a) => a.name === 'type')?.value ?? ''),
    )
    .map((element) => textOf(element))
    .filter(jsonParses)
    .map((text) => JSON.parse(text) as unknown);
}
