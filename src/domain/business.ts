// Business accounts, one copy for both sides: the organisation number's rule (Brønnøysundregistrene's MOD11, as the
// npm package norsk-validator checks it), the company details the profile form sends (PUT /api/user/) and how an
// account and an order carry them. The server checks with the postcode register handed in; the PWA's form with null
// (its copy may not have loaded) and the server has the last word.
import { organisasjonsnummer } from 'norsk-validator';
import * as v from 'valibot';
import { addressCodes, addressLimits, oneLine } from './address';
import type { Business } from './business-details';
import { type CityOf, postcodePattern, sameCity } from './postcodes';

export { type Business, BusinessSchema, type InvoiceAddress, InvoiceAddressSchema } from './business-details';

/** The field code of an organisation number that is not 9 digits or fails the check digit. */
export const orgNumberCode = 'INVALID_ORG_NUMBER';

/** What people type around the digits ("923 609 016", "923.609.016", "NO 923609016 MVA") taken away. */
export function normaliseOrgNumber(typed: string): string {
  return typed
    .replace(/^\s*NO(?=[\s\d])/i, '')
    .replace(/MVA\s*$/i, '')
    .replace(/[\s.-]/g, '');
}

/** Nine digits whose last is the MOD11 check digit of the first eight (weights 3 2 7 6 5 4 3 2; 10 is never valid). */
export const isOrgNumber = (digits: string): boolean => /^\d{9}$/.test(digits) && organisasjonsnummer(digits);

/** As Brønnøysundregistrene writes it: "923 609 016". */
export const formatOrgNumber = (digits: string): string =>
  digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

export const companyNameMax = 100;

/** The profile form's business fields, flat as a form sends them. */
export type BusinessForm = {
  companyName: string;
  orgNumber: string;
  invoiceAddress1: string;
  invoiceAddress2: string;
  invoicePostcode: string;
  invoiceCity: string;
};
export type BusinessField = keyof BusinessForm;
export type BusinessProblems = Partial<Record<BusinessField, string>>;

const required = (max: number) => v.pipe(oneLine(max), v.nonEmpty(addressCodes.required));

/** The business fields of PUT /api/user/, checked and shaped as the account keeps them. */
export const businessFormSchema = (cityOf: CityOf | null) =>
  v.pipe(
    v.object({
      companyName: required(companyNameMax),
      orgNumber: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(addressCodes.required),
        v.maxLength(40, orgNumberCode),
        v.transform(normaliseOrgNumber),
        v.check(isOrgNumber, orgNumberCode),
      ),
      invoiceAddress1: required(addressLimits.address1),
      invoiceAddress2: v.nullish(oneLine(addressLimits.address2), ''),
      invoicePostcode: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(addressCodes.required),
        v.regex(postcodePattern, addressCodes.postcode),
        v.check(
          (postcode) => cityOf === null || cityOf(postcode) !== undefined,
          addressCodes.unknownPostcode,
        ),
      ),
      invoiceCity: v.nullish(oneLine(addressLimits.city), ''),
    }),
    v.forward(
      v.partialCheck(
        [['invoicePostcode'], ['invoiceCity']],
        ({ invoicePostcode, invoiceCity }) => {
          const registered = cityOf?.(invoicePostcode);
          return invoiceCity === '' || registered === undefined || sameCity(invoiceCity, registered);
        },
        addressCodes.cityMismatch,
      ),
      ['invoiceCity'],
    ),
    v.transform(
      (form): Business => ({
        companyName: form.companyName,
        orgNumber: form.orgNumber,
        invoiceAddress: {
          address1: form.invoiceAddress1,
          address2: form.invoiceAddress2,
          postcode: form.invoicePostcode,
          city: cityOf?.(form.invoicePostcode) ?? form.invoiceCity,
        },
      }),
    ),
  );

/** The form's fields of a kept business (empty for none). */
export const businessFormOf = (business: Business | null): BusinessForm => ({
  companyName: business?.companyName ?? '',
  orgNumber: business ? formatOrgNumber(business.orgNumber) : '',
  invoiceAddress1: business?.invoiceAddress.address1 ?? '',
  invoiceAddress2: business?.invoiceAddress.address2 ?? '',
  invoicePostcode: business?.invoiceAddress.postcode ?? '',
  invoiceCity: business?.invoiceAddress.city ?? '',
});

/** Field → code of its first problem, as the server would name it (without the register when `cityOf` is null). */
export function checkBusiness(form: BusinessForm, cityOf: CityOf | null = null): BusinessProblems {
  const parsed = v.safeParse(businessFormSchema(cityOf), form);
  if (parsed.success) return {};
  const problems: BusinessProblems = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as BusinessField | null;
    if (field) problems[field] ??= issue.message;
  }
  return problems;
}
