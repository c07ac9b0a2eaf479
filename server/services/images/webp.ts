// The generated drawings (svg.ts) as WebP. A browser draws an SVG picture on the page's main thread (each is a
// small document of its own to parse, style and lay out: 10–60 ms apiece on a phone), while it decodes a WebP
// off it; so the catalogue links to WebP, and the SVG stays available under the same name.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

// Drawings are small and fixed per article; encoding one costs ~10–40 ms, so recent ones are kept (≈ 4 KB each).
const encoded = new LRUCache<string, Buffer>({ max: 2000 });

/** The drawing encoded as WebP at `size` pixels. */
export async function toWebp(svg: string, size: { width: number; height: number }): Promise<Buffer> {
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
