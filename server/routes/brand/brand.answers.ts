// The answer of GET /api/brand/list, as the API document describes it.
import * as v from 'valibot';
import { BrandSchema } from '../../../src/domain/catalog';

export const Brands = v.object({ data: v.array(BrandSchema) });
