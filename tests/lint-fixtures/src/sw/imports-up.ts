// expect lint/style/noRestrictedImports: Imports point down: src/workers/ and src/sw/ do not import
// The service worker importing a feature above it.
import { HomePage } from '../../../../src/features/home/home-page';

export const page = HomePage;
