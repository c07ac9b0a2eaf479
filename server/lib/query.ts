// Query-string pieces shared by the catalogue routes. Query values arrive as strings; these check and convert.
import * as v from 'valibot';
import { locales } from '../../src/domain/locale';

export const lang = v.optional(v.picklist(locales, 'lang must be no, en or ar'), 'no');

export const positiveInt = (name: string, max = 1_000_000_000) =>
  v.pipe(
    v.string(`${name} must be a whole number`),
    v.regex(/^\d{1,10}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

export const page = v.optional(positiveInt('page', 100_000), '1');
export const perPage = v.optional(positiveInt('perPage', 100), '16');

export const year = v.optional(
  v.pipe(
    v.string('year must be a year'),
    v.regex(/^\d{4}$/, 'year must be a year'),
    v.transform(Number),
    v.minValue(1950, 'year must be 1950 or later'),
    v.maxValue(2100, 'year must be 2100 or earlier'),
  ),
);

/** 'a,b,c' → ['a','b','c'] (empty parts dropped), each at most 40 characters, at most 50 of them. */
export const slugList = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000, `${name} is too long`),
      v.transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, `${name} holds an unknown value`))),
      v.maxLength(50, `${name} has too many values`),
    ),
  );

export const searchText = v.pipe(
  v.string('search is required'),
  v.trim(),
  v.nonEmpty('search is required'),
  v.maxLength(100, 'search is too long'),
);
