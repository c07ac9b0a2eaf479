// All vehicle manufacturers of the catalogue, in a fixed order (ids follow it).
import type { ManufacturerSeed } from '../../types';
import { asian } from './asian';
import { electric } from './electric';
import { ford } from './ford';
import { german } from './german';
import { japanese } from './japanese';
import { other } from './other';
import { stellantis } from './stellantis';
import { toyota } from './toyota';
import { vag } from './vag';
import { volvo } from './volvo';

export const manufacturers: readonly ManufacturerSeed[] = [
  ...vag,
  ...toyota,
  ...volvo,
  ...german,
  ...stellantis,
  ...ford,
  ...asian,
  ...japanese,
  ...electric,
  ...other,
];
