// expect lint/style/noRestrictedImports: src/machines/ imports only xstate
// A machine importing the network layer instead of having its effects provided.
import { ApiError } from '../../../../src/api/client';

export const used = ApiError;
