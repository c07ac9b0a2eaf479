// @engines: pglite
// The app reads whatever the API document allows. For every answer the app parses, samples made from the
// document's schema (GET /api/openapi.json) — optional fields left out, nullable ones null, every branch of a
// union, properties the document does not name — must pass the app's own parse: the schemas of src/domain/ that
// src/api/ and src/db/ read the answer with. The server's real answers are held to the same document by every API
// test (contract-check.ts). Together: what the server sends, the app reads.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressAnswer, AddressListAnswer, SavedAddressAnswer } from '../../src/domain/address';
import { ErrorAnswer, MessageAnswer, NewsletterAnswer, SuccessAnswer } from '../../src/domain/answers';
import { ArticleStockAnswer } from '../../src/domain/article-stock';
import { AdminCategoriesAnswer, BrandsAnswer, CategoryTreeAnswer } from '../../src/domain/catalog';
import {
  CartAnswer,
  LatestCartAnswer,
  OrderAnswer,
  OrderPageRead,
  PaymentAnswer,
  PaymentMethodsRead,
  ValidateAnswerSchema,
} from '../../src/domain/checkout-schemas';
import { CurrenciesSchema, CurrencySchema } from '../../src/domain/currency';
import { GarageAnswer } from '../../src/domain/garage';
import {
  InvoiceCustomerAnswer,
  InvoiceCustomersAnswer,
  InvoiceStandingAnswer,
} from '../../src/domain/invoice';
import {
  FeaturedAnswer,
  FeaturedSetAnswer,
  ProductListAnswer,
  SearchPageAnswer,
  SuggestionsAnswer,
} from '../../src/domain/listing';
import { TextsAnswer } from '../../src/domain/locale';
import { DeskPageAnswer } from '../../src/domain/order-desk';
import { PackPageSchema } from '../../src/domain/pack';
import { PartNumbersAnswer, ProductByNumberAnswer, ProductDetailAnswer } from '../../src/domain/product';
import { AccountListsAnswer } from '../../src/domain/saved-lists';
import { SettingsRead } from '../../src/domain/settings';
import { SetupStatusSchema } from '../../src/domain/setup-status';
import { TrackedOrderAnswer } from '../../src/domain/track-order';
import { BackupCodesAnswer, TwoFactorEnabledAnswer, TwoFactorSetupAnswer } from '../../src/domain/two-factor';
import { ForgotAnswer, NewTokenAnswer, SessionAnswer, UserAnswer } from '../../src/domain/user';
import {
  ManufacturersAnswer,
  ModelsAnswer,
  PlateMatchAnswer,
  VariantsAnswer,
  VinMatchAnswer,
} from '../../src/domain/vehicle';
import type { ApiDocument } from '../lib/openapi/document';
import { type JsonSchema, samplesOf } from './json-samples';
import { createTestApp } from './test-app';

type Schema = v.GenericSchema;

/**
 * Each call whose answer the app parses (method and path as the document names them) → the schemas it is parsed
 * with, one for each place that reads it. Every JSON success answer of the call is checked.
 */
const reads: Record<string, Schema | Schema[]> = {
  'GET /setting/settings': SettingsRead,
  'GET /setting/currencies': CurrenciesSchema,
  'GET /setting/admin/currencies': CurrenciesSchema,
  'PUT /setting/admin/currencies': CurrenciesSchema,
  'GET /setting/admin/status': SetupStatusSchema,
  'POST /contact/send/email': MessageAnswer,
  'POST /newsletter/subscribe': NewsletterAnswer,
  'GET /i18n/{file}': TextsAnswer,
  'GET /brand/list': BrandsAnswer,
  'GET /category/list/sidebaritems': CategoryTreeAnswer,
  'GET /category/list/admin/sidebaritems': AdminCategoriesAnswer,
  'GET /product/item': ProductDetailAnswer,
  'POST /product/validate': ValidateAnswerSchema,
  'POST /product/by-numbers': PartNumbersAnswer,
  'GET /product/admin/stock': ArticleStockAnswer,
  'PUT /product/admin/stock': ArticleStockAnswer,
  'GET /tecdoc/get-products': ProductListAnswer,
  'GET /tecdoc/get-feature-products': FeaturedAnswer,
  'GET /tecdoc/get-product-by-article-number': ProductByNumberAnswer,
  'GET /tecdoc/search': SearchPageAnswer,
  'GET /tecdoc/search-suggestions': SuggestionsAnswer,
  'GET /tecdoc/set-article-featured': FeaturedSetAnswer,
  'GET /tecdoc/get-manufacturers': ManufacturersAnswer,
  'GET /tecdoc/get-models': ModelsAnswer,
  'GET /tecdoc/get-vehicles': VariantsAnswer,
  'POST /tecdoc/get-vehicles': VariantsAnswer,
  'GET /tecdoc/search-by-registration-number': PlateMatchAnswer,
  'GET /tecdoc/search-by-vin': VinMatchAnswer,
  'GET /packs/vehicle/{carId}': PackPageSchema,
  'POST /auth/register': SessionAnswer,
  'POST /auth/login': SessionAnswer,
  // Sign-out reads nothing of the answer.
  'POST /auth/logout': v.unknown(),
  'POST /auth/update-password': NewTokenAnswer,
  'POST /auth/2fa/setup': TwoFactorSetupAnswer,
  'POST /auth/2fa/enable': TwoFactorEnabledAnswer,
  'POST /auth/2fa/disable': NewTokenAnswer,
  'POST /auth/2fa/regenerate-backup-codes': BackupCodesAnswer,
  'POST /auth/forgot': ForgotAnswer,
  'POST /auth/reset/{token}': SuccessAnswer,
  'GET /user/me': UserAnswer,
  'PUT /user': UserAnswer,
  'GET /garage': GarageAnswer,
  'POST /garage/merge': GarageAnswer,
  'GET /lists': AccountListsAnswer,
  'POST /lists/merge': AccountListsAnswer,
  'GET /address': AddressListAnswer,
  'GET /address/default/address': AddressAnswer,
  'GET /address/{id}': AddressAnswer,
  'PUT /address/{id}': SavedAddressAnswer,
  'POST /address/add': SavedAddressAnswer,
  'DELETE /address/delete/{id}': SuccessAnswer,
  // The outbox's answers: the device keeps the priced cart (db/cart-settle.ts), the placed order
  // (db/waiting-orders.ts) and the started payment (src/api/payments.ts and db/waiting-orders.ts).
  'POST /cart/create-cart': CartAnswer,
  'POST /cart/update-cart': CartAnswer,
  'GET /cart/me': LatestCartAnswer,
  'GET /cart/{cartId}': CartAnswer,
  'POST /order/create-order': OrderAnswer,
  'POST /order/create-payments': [PaymentAnswer, OrderAnswer],
  'POST /order/payment-staus/{id}': OrderAnswer,
  'POST /order/track': TrackedOrderAnswer,
  'GET /order/me': OrderPageRead,
  'GET /order/token/{token}': OrderAnswer,
  'GET /order/{id}': OrderAnswer,
  'GET /order/admin': DeskPageAnswer,
  'GET /payment/methods': PaymentMethodsRead,
  'GET /invoice/me': InvoiceStandingAnswer,
  'GET /invoice/admin/customers': InvoiceCustomersAnswer,
  'PUT /invoice/admin/customers/{id}': InvoiceCustomerAnswer,
};

/** Calls with a JSON answer the app does not parse, and why. */
const notRead: Record<string, string> = {
  'GET /health': "the load balancer's",
  'GET /dev/mailbox': "the tests' (development only)",
  'POST /payment/vipps/webhook': "Vipps's",
  'GET /category/sidebaritem/slug/{slug}': 'the app finds a category in the tree it keeps',
  'POST /product/item': 'the app reads the GET form, which the service worker can keep',
  'PUT /product/admin/price': 'no page of the app sets prices',
  'GET /tecdoc/get-brands': 'the app lists brands from /brand/list',
  'GET /tecdoc/get-categories': 'the app shows the category tree',
  'GET /tecdoc/get-products-by-target-ids': 'the app lists a vehicle’s parts with get-products?carId',
  // Outbox writes whose answer only settles the entry (its status is all the drainer reads).
  'POST /garage': 'an outbox write',
  'DELETE /garage/{carId}': 'an outbox write',
  'POST /lists/{list}': 'an outbox write',
  'DELETE /lists/{list}': 'an outbox write',
  'DELETE /lists/{list}/{articleId}': 'an outbox write',
};

type Answer = { call: string; status: string; schema: JsonSchema };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

/** Every JSON answer of the document: success answers and refusals. */
function answersOf(document: ApiDocument): Answer[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, operation]) =>
      Object.entries((operation as Operation).responses ?? {}).flatMap(([status, answer]) => {
        const schema = answer.content?.['application/json']?.schema;
        return schema ? [{ call: `${method.toUpperCase()} ${path}`, status, schema }] : [];
      }),
    ),
  );
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/**
 * The first sample of `schema` (as JSON, the way an answer arrives) that `read` refuses, with valibot's reasons,
 * or null when every sample of `runs` passes. A sample the document itself refuses fails at once: the sampler is
 * wrong, not the app.
 */
function refusal(schema: JsonSchema, read: Schema, runs = 100): string | null {
  const allowed = ajv.compile(schema);
  let refused: string | null = null;
  const result = fc.check(
    fc.property(samplesOf(schema), (sample) => {
      const answer = JSON.parse(JSON.stringify(sample)) as unknown;
      if (!allowed(answer)) {
        throw new Error(`json-samples made a sample its schema refuses: ${ajv.errorsText(allowed.errors)}`);
      }
      const parsed = v.safeParse(read, answer);
      if (parsed.success) return true;
      refused = `${parsed.issues
        .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`)
        .join('; ')}\n${JSON.stringify(answer).slice(0, 800)}`;
      return false;
    }),
    { numRuns: runs },
  );
  if (result.failed && result.errorInstance instanceof Error && !refused) throw result.errorInstance;
  return result.failed ? refused : null;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let answers: Answer[];
const success = (answer: Answer) => answer.status.startsWith('2');

beforeAll(async () => {
  t = await createTestApp();
  answers = answersOf((await (await t.app.request('/api/openapi.json')).json()) as ApiDocument);
});
afterAll(() => t.close());

describe('the app reads what the API document allows', () => {
  it('knows for every JSON answer of the document whether the app reads it', () => {
    const calls = new Set(answers.filter(success).map((answer) => answer.call));
    expect([...calls].filter((call) => !(call in reads) && !(call in notRead))).toEqual([]);
    expect(Object.keys({ ...reads, ...notRead }).filter((call) => !calls.has(call))).toEqual([]);
  });

  it('parses every answer the document allows, with the schemas the app reads it with', () => {
    const refused: string[] = [];
    for (const answer of answers.filter(success)) {
      for (const read of [reads[answer.call] ?? []].flat()) {
        const why = refusal(answer.schema, read);
        if (why) refused.push(`${answer.call} ${answer.status}: ${why}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('reads every refusal the document describes as an ApiError (code, message and field codes)', () => {
    const refused = answers
      .filter((answer) => !success(answer))
      .flatMap((answer) => {
        const why = refusal(answer.schema, ErrorAnswer, 20);
        return why ? [`${answer.call} ${answer.status}: ${why}`] : [];
      });
    expect(refused).toEqual([]);
  });

  it('fails a parse that demands a field the document does not promise', () => {
    const currencies = answers.find((answer) => answer.call === 'GET /setting/currencies');
    // The document leaves a currency's `name` out of what it promises (only the admin's answers hold it).
    const demandsName = v.object({
      currencies: v.array(v.object({ ...CurrencySchema.entries, name: v.string() })),
    });
    expect(refusal(currencies?.schema ?? {}, demandsName)).toMatch(/currencies\.\d+\.name: /);
    // The app's sign-in wants a token that is not empty; a document that allowed an empty one (as it did before
    // SessionAnswer was the one schema of both sides) does not promise that.
    const register = answers.find((answer) => answer.call === 'POST /auth/register')?.schema ?? {};
    const anyToken = { ...register, properties: { ...register.properties, token: { type: 'string' } } };
    expect(refusal(register, SessionAnswer)).toBeNull();
    expect(refusal(anyToken, SessionAnswer)).toMatch(/^token: /);
  });
});

describe('the app parses answers only with the schemas of src/domain/', () => {
  it('states no answer shape in src/api/ (one there would be outside the check above)', () => {
    const dir = new URL('../../src/api/', import.meta.url);
    const stated = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'testing.ts')
      .flatMap((file) =>
        readFileSync(new URL(file, dir), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `src/api/${file}:${i + 1}`, line }))
          .filter(({ line }) => /\bv\.(?!parse\b|safeParse\b|unknown\b|InferOutput\b|is\b)\w+\(/.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(stated).toEqual([]);
  });
});
