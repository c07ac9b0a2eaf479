// Fifty strings an attacker would type into any field the shop shows again. Each one that ran would call
// window.__xss(n) (or open a dialog), which the Chromium checks record (xss-browser.ts). They are chosen against
// the places the shop puts text: React text and attributes, the server's first-visit markup and the JSON it embeds
// in <script type="application/json">, URLs built from data, and the HTML of order mails. Every one is a single
// line of at most 100 characters without control characters, so the shop's own forms and APIs take it as typed
// (names, address lines, search, notes).

const raw = [
  // Script tags, plain and dressed up.
  '<script>__xss(1)</script>',
  '<SCRIPT SRC=data:text/javascript,__xss(2)></SCRIPT>',
  '<scr<script>ipt>__xss(3)</scr</script>ipt>',
  '<svg><script>__xss(4)</script></svg>',
  // Event handlers on images, SVG and friends.
  '<img src=x onerror=__xss(5)>',
  '<img src="x" onerror="__xss(6)" data-xss="6">',
  '<svg onload=__xss(7)>',
  '<svg><animate onbegin=__xss(8) attributeName=x dur=1s>',
  '<body onload=__xss(9)>',
  '<details open ontoggle=__xss(10)>',
  '<input autofocus onfocus=__xss(11)>',
  '<video><source onerror=__xss(12)></video>',
  '<img src=x oNeRrOr=alert(13)>',
  '<marquee onstart=confirm(14)>x</marquee>',
  '<a href=# onclick=__xss(15) data-xss=15>click</a>',
  // javascript: and data: URLs, for anything that becomes a link or a frame.
  'javascript:__xss(16)',
  '<a href="javascript:__xss(17)">x</a>',
  '<a href=" jAvAsCrIpT:__xss(18)">x</a>',
  '<a href="&#106;avascript:__xss(19)">x</a>',
  '<iframe src="javascript:parent.__xss(20)">',
  '<iframe srcdoc="<script>parent.__xss(21)</script>">',
  'data:text/html,<script>__xss(22)</script>',
  '<object data="javascript:__xss(23)">',
  '<embed src="javascript:__xss(24)">',
  '<form><button formaction=javascript:__xss(25)>x</button></form>',
  '<base href="javascript:__xss(26)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(27)">',
  // Breaking out of an attribute value.
  '"><img src=x onerror=__xss(28)>',
  "'><svg onload=__xss(29)>",
  '" onmouseover="__xss(30)" x="',
  "' autofocus onfocus='__xss(31)",
  '" style="background:url(javascript:__xss(32))',
  // Breaking out of the server's markup: embedded JSON, titles, raw-text elements, comments.
  '</script><script>__xss(33)</script>',
  '</script><img src=x onerror=__xss(34)>',
  '<!--</script><script>__xss(35)</script>-->',
  '</title><script>__xss(36)</script>',
  '</textarea><script>__xss(37)</script>',
  '</style><script>__xss(38)</script>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(39)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(40)>',
  // Template and JSX lookalikes: text to React, code to a careless template.
  "{{constructor.constructor('__xss(41)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's placeholder, typed as text.
  '${__xss(42)}',
  "<div dangerouslySetInnerHTML={{__html:'<img src=x onerror=__xss(43)>'}}/>",
  // Already encoded: must show exactly as typed, never decoded into markup.
  '&lt;img src=x onerror=__xss(44)&gt;',
  '&#60;script&#62;__xss(45)&#60;/script&#62;',
  '%3Cscript%3E__xss(46)%3C%2Fscript%3E',
  '\\u003cscript\\u003e__xss(47)\\u003c/script\\u003e',
  // Unicode: full-width brackets, a right-to-left override, JavaScript's own line terminators.
  '＜script＞__xss(48)＜/script＞',
  '\u202e<img src=x onerror=__xss(49)>مرحبا',
  '\u2028\u2029<script>__xss(50)</script>',
] as const;

export type Payload = { id: number; text: string };

export const payloads: readonly Payload[] = raw.map((text, index) => ({ id: index + 1, text }));

/** The payload with id `n`, counting round from 1 (so any index names one). */
export const payload = (n: number): string => {
  const found = payloads[(((n - 1) % payloads.length) + payloads.length) % payloads.length];
  if (!found) throw new Error(`no payload ${n}`);
  return found.text;
};
