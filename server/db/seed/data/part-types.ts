// Every part type (TecDoc generic article) of the catalogue, gathered from the per-area files.
import type { PartTypeSeed } from '../types';
import { brakesChassisPartTypes } from './part-types-brakes-chassis';
import { coolingExhaustPartTypes } from './part-types-cooling-exhaust';
import { electricBodyPartTypes } from './part-types-electric-body';
import { enginePartTypes } from './part-types-engine';

export const partTypes: readonly PartTypeSeed[] = [
  ...brakesChassisPartTypes,
  ...enginePartTypes,
  ...coolingExhaustPartTypes,
  ...electricBodyPartTypes,
];
