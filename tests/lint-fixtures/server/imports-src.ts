// expect lint/style/noRestrictedImports: server/ imports of src/ come only from src/domain/
// The server importing the browser's network layer.
import { ApiError } from '../../../src/api/client';

export const used = ApiError;
