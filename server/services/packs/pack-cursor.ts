// A pack page's cursor: the position of the last part given in the vehicle's link order (review count descending,
// then article id), as an opaque string. A cursor that does not decode is the caller's error, never a page.

export type PackCursor = { reviews: number; articleId: number };

const biggestInt = 2_147_483_647;

export const encodeCursor = (at: PackCursor): string =>
  Buffer.from(`${at.reviews}:${at.articleId}`).toString('base64url');

/** The position `cursor` names; null when it is not a cursor this server gave. */
export function decodeCursor(cursor: string): PackCursor | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const match = /^(\d{1,10}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return null;
  const reviews = Number(match[1]);
  const articleId = Number(match[2]);
  return reviews <= biggestInt && articleId <= biggestInt ? { reviews, articleId } : null;
}
