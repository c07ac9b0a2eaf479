// The answers of /api/invoice, as the API document shows them.
import * as v from 'valibot';
import { InvoiceCustomerSchema, InvoiceStandingSchema } from '../../../src/domain/invoice';

export const Standing = v.object({ invoice: InvoiceStandingSchema });
export const Customers = v.object({ customers: v.array(InvoiceCustomerSchema) });
export const OneCustomer = v.object({ customer: InvoiceCustomerSchema });
