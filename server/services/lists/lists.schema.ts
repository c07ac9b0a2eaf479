// What the /api/lists calls take: a list name (wishlist or compare), catalogue article ids (positive whole numbers
// the database can hold) and, for the merge, both lists' ids (each at most its list's limit).
import * as v from 'valibot';
import { listLimits, savedLists } from '../../../src/domain/saved-lists';
import { fieldCodes, maxDbInt } from '../../lib/field-errors';

const articleId = v.pipe(
  v.number(fieldCodes.invalid),
  v.integer(fieldCodes.invalid),
  v.minValue(1, fieldCodes.invalid),
  v.maxValue(maxDbInt, fieldCodes.unknownArticle),
);

const list = v.picklist(savedLists, fieldCodes.invalid);

export const ListParam = v.object({ list });

export const ItemParams = v.object({
  list,
  articleId: v.pipe(
    v.string(fieldCodes.invalid),
    v.regex(/^[1-9]\d{0,9}$/, fieldCodes.invalid),
    v.transform(Number),
    v.maxValue(maxDbInt, fieldCodes.invalid),
  ),
});

export const AddBody = v.object({ articleId });

const ids = (limit: number) =>
  v.pipe(v.array(articleId, fieldCodes.invalid), v.maxLength(limit, fieldCodes.tooMany));

export const MergeBody = v.object({
  wishlist: ids(listLimits.wishlist),
  compare: ids(listLimits.compare),
});
