// expect lint/style/noRestrictedImports: server/ imports of src/ come only from src/domain/ and src/first-visit/server.ts
// The server reaching past the first-visit path's one declared module.
import { pageRenderer } from '../../../src/first-visit/page-render';

export const used = pageRenderer;
