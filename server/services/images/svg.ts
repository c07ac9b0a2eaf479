// Pictures drawn on request: the catalogue has no photographs, so each article, brand and category gets a
// clean generated SVG that shows what it is. A missing picture is the client's 'no image available'.
import { escapeMarkup } from '../../lib/escape-markup';

const hue = (seed: string) => [...seed].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);

const shapes = {
  disc: '<circle cx="200" cy="170" r="110" fill="#c9ced6"/><circle cx="200" cy="170" r="48" fill="#8d949e"/><circle cx="200" cy="170" r="18" fill="#f4f5f7"/>',
  filter:
    '<rect x="130" y="70" width="140" height="190" rx="18" fill="#8d949e"/><rect x="130" y="95" width="140" height="14" fill="#c9ced6"/><rect x="130" y="225" width="140" height="14" fill="#c9ced6"/>',
  spring:
    '<path d="M140 70h120M140 270h120M145 95l110 25M145 145l110 25M145 195l110 25M255 120l-110 25M255 170l-110 25M255 220l-110 25" stroke="#8d949e" stroke-width="14" stroke-linecap="round" fill="none"/>',
  box: '<rect x="110" y="90" width="180" height="150" rx="10" fill="#8d949e"/><rect x="135" y="115" width="130" height="30" rx="6" fill="#c9ced6"/><circle cx="150" cy="205" r="14" fill="#c9ced6"/><circle cx="250" cy="205" r="14" fill="#c9ced6"/>',
  pads: '<rect x="110" y="110" width="180" height="70" rx="30" fill="#8d949e"/><rect x="110" y="195" width="180" height="30" rx="8" fill="#c9ced6"/><rect x="110" y="95" width="180" height="12" rx="4" fill="#5f6670"/>',
};

/** The shape that looks like the part, chosen by words in its Norwegian name; a neutral box otherwise. */
function shapeOf(name: string): string {
  const n = name.toLowerCase();
  if (/kloss/.test(n)) return shapes.pads;
  if (/skive|hjullager|remskive|svinghjul|clutch|lamell/.test(n)) return shapes.disc;
  if (/filter/.test(n)) return shapes.filter;
  if (/fjær|demper|fjærbein/.test(n)) return shapes.spring;
  return shapes.box;
}

export function articleSvg(options: { brand: string; number: string; name: string; picture: number }) {
  // The second and later pictures show the part in another colour, not another part.
  const shape = shapeOf(options.name);
  const tint = hue(`${options.brand}${options.picture}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="hsl(${tint} 20% 96%)"/>${shape}
<text x="200" y="325" font-family="Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#262626">${escapeMarkup(options.brand)}</text>
<text x="200" y="360" font-family="Arial, sans-serif" font-size="20" text-anchor="middle" fill="#6c757d">${escapeMarkup(options.number)}</text>
</svg>`;
}

export function brandSvg(name: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">
<rect width="240" height="120" rx="12" fill="#ffffff"/><rect x="1" y="1" width="238" height="118" rx="12" fill="none" stroke="#e0e0e0"/>
<text x="120" y="70" font-family="Arial, sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="hsl(${hue(name)} 55% 35%)">${escapeMarkup(name)}</text>
</svg>`;
}

export function categorySvg(slug: string) {
  const tint = hue(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" rx="16" fill="hsl(${tint} 30% 94%)"/>
<circle cx="100" cy="100" r="52" fill="none" stroke="hsl(${tint} 45% 45%)" stroke-width="14"/>
<circle cx="100" cy="100" r="16" fill="hsl(${tint} 45% 45%)"/>
</svg>`;
}
