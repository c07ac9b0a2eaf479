// The answer of /api/category the app does not read, as the API document shows it (the others are in
// src/domain/catalog.ts).
import * as v from 'valibot';
import { CategoryItemSchema } from '../../../src/domain/catalog';

export const OneCategory = v.object({ data: v.object({ data: CategoryItemSchema }) });
