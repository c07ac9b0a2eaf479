// Offline, an article's first picture comes from the parts pack that holds the article: the pack carries it as SVG
// (PackPart.thumbnail), drawn here for the picture's addresses at every size (/api/images/article/{id}/1[-size].webp
// or 1.svg). Other pictures, and articles in no pack, stay what the images cache has.
import type { AppDB } from '../db/schema';

const firstPicture = /^\/api\/images\/article\/(\d{1,9})\/1(?:-(?:100|200|400))?\.(?:webp|svg)$/;

/** The pack's drawing of the picture at `url`, or undefined when no pack holds it. Never throws. */
export async function packPicture(db: AppDB, url: URL): Promise<Response | undefined> {
  const match = firstPicture.exec(url.pathname);
  if (!match) return undefined;
  try {
    const part = await db.packParts.where('articleId').equals(Number(match[1])).first();
    if (!part?.thumbnail) return undefined;
    return new Response(part.thumbnail, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  } catch {
    return undefined;
  }
}
