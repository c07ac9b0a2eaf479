// The answer of a picture call: the drawing as it is, or encoded as WebP (services/images/webp.ts), kept a week by
// browsers and caches (a drawing never changes for its name).
import { toWebp } from '../../services/images/webp';

export type PictureFormat = 'svg' | 'webp';

const headers = (type: string) => ({ 'Content-Type': type, 'Cache-Control': 'public, max-age=604800' });

/** The drawing as an answer in the asked format; WebP at `size` pixels. */
export async function picture(svg: string, format: PictureFormat, size: { width: number; height: number }) {
  if (format === 'svg') return new Response(svg, { headers: headers('image/svg+xml; charset=utf-8') });
  return new Response(new Uint8Array(await toWebp(svg, size)), { headers: headers('image/webp') });
}
