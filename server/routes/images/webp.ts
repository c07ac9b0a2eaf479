// The generated drawings (svg.ts) as WebP. A browser draws an SVG picture on the page's main thread (each is a
// small document of its own to parse, style and lay out: 10–60 ms apiece on a phone), while it decodes a WebP
// off it; so the catalogue links to WebP, and the SVG stays available under the same name.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

export type PictureFormat = 'svg' | 'webp';

const headers = (type: string) => ({ 'Content-Type': type, 'Cache-Control': 'public, max-age=604800' });

// Drawings are small and fixed per article; encoding one costs ~10–40 ms, so recent ones are kept (≈ 4 KB each).
const encoded = new LRUCache<string, Buffer>({ max: 2000 });

async function toWebp(svg: string, size: { width: number; height: number }): Promise<Buffer> {
  const key = `${size.width}x${size.height}:${svg}`;
  const kept = encoded.get(key);
  if (kept) return kept;
  const webp = await sharp(Buffer.from(svg), { density: 144 })
    .resize(size.width, size.height)
    .webp({ quality: 82 })
    .toBuffer();
  encoded.set(key, webp);
  return webp;
}

/** The drawing as an answer in the asked format; WebP at `size` pixels. */
export async function picture(svg: string, format: PictureFormat, size: { width: number; height: number }) {
  if (format === 'svg') return new Response(svg, { headers: headers('image/svg+xml; charset=utf-8') });
  return new Response(new Uint8Array(await toWebp(svg, size)), { headers: headers('image/webp') });
}
