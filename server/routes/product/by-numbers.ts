// POST /product/by-numbers: quick order's lookup of many part numbers at once (services/catalogue/part-numbers.ts),
// every brand's articles of each number, as they are now. A read: no session, nothing kept.
import { Hono } from 'hono';
import * as v from 'valibot';
import { locales } from '../../../src/domain/locale';
import { PartNumbersAnswer } from '../../../src/domain/product';
import { byNumbersMax, partNumberMaxLength } from '../../../src/domain/quick-order';
import { controlCharacter } from '../../../src/domain/validation';
import type { Deps } from '../../deps';
import { limitBody } from '../../lib/body-limit';
import { describe, errors, jsonBody, machineInput as machineErrors } from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';

const ByNumbersInput = v.object({
  numbers: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.minLength(1),
        v.maxLength(partNumberMaxLength),
        v.check((number) => !controlCharacter.test(number)),
      ),
    ),
    v.minLength(1),
    v.maxLength(byNumbersMax),
  ),
  lang: v.optional(v.picklist(locales), 'no'),
});

/** byNumbersMax (600) numbers of 60 characters, quoted, are about 38 KB. */
const maxBodyBytes = 48 * 1024;

export const byNumbersRoutes = ({ catalogue }: Deps) =>
  new Hono().post(
    '/by-numbers',
    describe({
      tag: 'catalogue',
      summary: 'Every brand’s articles of each part number (article or OE number), for a quick order',
      description: `At most ${byNumbersMax} numbers of at most ${partNumberMaxLength} characters; each answers at most 10 articles.`,
      answers: { 200: PartNumbersAnswer },
      errors: errors(jsonBody, machineErrors),
    }),
    limitBody(maxBodyBytes),
    validate('json', ByNumbersInput, machineInput),
    async (c) => {
      const { numbers, lang } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      return c.json({ numbers: await catalogue.byNumbers(numbers, lang) });
    },
  );
