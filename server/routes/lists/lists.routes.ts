// /api/lists: the signed-in user's wishlist and compare list (the lists that follow the user). Writes take an
// Idempotency-Key (the client's outbox sends one); keys are the user's own (middleware/auth.ts `userWrite`).
import { Hono } from 'hono';
import { SuccessAnswer } from '../../../src/domain/answers';
import { summaryOf } from '../../../src/domain/product';
import { AccountListsAnswer, SavedItemAnswer } from '../../../src/domain/saved-lists';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { fieldCodes, fieldError } from '../../lib/field-errors';
import { requestLocale } from '../../lib/locale';
import { describe, errors, formInput, idempotent, jsonBody, signedIn } from '../../lib/openapi/describe';
import { type InputRules, validate } from '../../lib/validate';
import { requireUser, userWrite } from '../../middleware/auth';
import { AddBody, ItemParams, ListParam, MergeBody } from '../../services/lists/lists.schema';
import {
  addToList,
  clearList,
  knownArticles,
  mergeLists,
  readLists,
  removeFromList,
} from '../../services/lists/lists-store';

/** 300 + 10 ids of ten digits fit many times over. */
export const maxBodyBytes = 16 * 1024;

const tag = 'lists';
const session = 'required';
const rules: InputRules = { invalid: 'listsInvalid', texts: { TOO_MANY: 'listsTooMany' } };
const full = { 409: ['LIST_FULL'] } as const;

export const listsRoutes = (deps: Deps) => {
  const { db, catalogue } = deps;
  const write = userWrite(deps, maxBodyBytes);

  return new Hono()
    .get(
      '/',
      describe({
        tag,
        summary:
          "The user's wishlist and compare list, oldest first, each product as the catalogue has it now",
        session,
        answers: { 200: AccountListsAnswer },
        errors: signedIn,
      }),
      requireUser(deps),
      async (c) => c.json(await readLists(db, c.var.user.id, requestLocale(c))),
    )
    .post(
      '/merge',
      describe({
        tag,
        summary:
          "Adds a device's lists to the user's (each product once, while the list has room; articles the catalogue lacks are left out) and answers both lists",
        session,
        answers: { 200: AccountListsAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('json', MergeBody, rules),
      async (c) => {
        const body = c.req.valid('json');
        const known = await knownArticles(db, [...body.wishlist, ...body.compare]);
        await mergeLists(db, c.var.user.id, {
          wishlist: body.wishlist.filter((id) => known.has(id)),
          compare: body.compare.filter((id) => known.has(id)),
        });
        return c.json(await readLists(db, c.var.user.id, requestLocale(c)));
      },
    )
    .post(
      '/:list',
      describe({
        tag,
        summary: 'Puts a product on the list (200 when it was there already; 409 LIST_FULL at the limit)',
        session,
        answers: { 200: SavedItemAnswer, 201: SavedItemAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput, full),
      }),
      ...write,
      validate('param', ListParam, rules),
      validate('json', AddBody, rules),
      async (c) => {
        const { list } = c.req.valid('param');
        const { articleId } = c.req.valid('json');
        const product = await catalogue.product(articleId, requestLocale(c));
        if (!product) return fieldError(c, { articleId: fieldCodes.unknownArticle });
        const added = await addToList(db, c.var.user.id, list, articleId);
        if (!added) return apiError(c, 409, 'LIST_FULL', 'listsTooMany');
        const item = { articleId, addedAt: added.addedAt.toISOString(), product: summaryOf(product) };
        return c.json({ item }, added.created ? 201 : 200);
      },
    )
    .delete(
      '/:list/:articleId',
      describe({
        tag,
        summary: 'Takes a product off the list (success also when it was not there)',
        session,
        answers: { 200: SuccessAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('param', ItemParams, rules),
      async (c) => {
        const { list, articleId } = c.req.valid('param');
        await removeFromList(db, c.var.user.id, list, articleId);
        return c.json({ success: true as const });
      },
    )
    .delete(
      '/:list',
      describe({
        tag,
        summary: 'Empties the list',
        session,
        answers: { 200: SuccessAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('param', ListParam, rules),
      async (c) => {
        await clearList(db, c.var.user.id, c.req.valid('param').list);
        return c.json({ success: true as const });
      },
    );
};
